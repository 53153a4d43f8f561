/** The three driver pages, linked from one another. */
export const FORM_PATH = '/drivers';
export const PAYMENT_PATH = '/uber-payment';
export const SUCCESS_PATH = '/uber-payment-success';
