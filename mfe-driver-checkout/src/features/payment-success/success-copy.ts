/** The success page's words, exactly. */
export const SUCCESS_TEXT = {
  loadingHeading: 'Processing Your Order',
  submittingHeading: 'Submitting Your Information',
  successHeading: 'Payment Successful!',
  orderConfirmed: 'Your order is confirmed. Your Starter Kit is on its way to being packed.',
  shippingNote: "We'll contact you with shipping information shortly.",
  readyMessage: 'Your payment went through. Complete your registration to finish.',
  completeRegistration: 'Complete Registration',
  errorHeading: 'Something Went Wrong',
  returnHome: 'Return to Homepage',
  backToForm: 'Go Back to Form',
  orderHeading: 'Your order',
  orderName: 'Name',
  orderShipsTo: 'Ships to',
  orderPaid: 'Paid',
  orderItem: 'Starter Kit',
  orderReference: 'Payment reference',
  nextSteps: (email: string) =>
    `What happens next: we pack your Starter Kit and send the tracking details to ${email}. Keep the payment reference should you need to contact us about this order.`,
} as const;

export const SUCCESS_ERRORS = {
  notPaid: 'Payment verification failed. Please complete payment first.',
  noFormData: 'No form data found. Please go back and fill out the form again.',
  invalidFormData: 'Invalid form data. Please go back and fill out the form again.',
  network: 'Failed to submit form. Please try again.',
  fallback: "We couldn't process your request. Please try again.",
} as const;
