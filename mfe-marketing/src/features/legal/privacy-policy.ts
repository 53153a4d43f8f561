import { BRAND } from '@minibar/ui';
import type { LegalDocument } from './legal-document';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  summary: `How ${BRAND} collects, uses, shares and protects personal information when you visit our website, contact us, apply as a partner or buy a driver starter kit.`,
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        `${BRAND} ("we", "us") runs a service in the United States that turns rental properties, hotel rooms and rideshare vehicles into cashless, self-service mini-stores. This policy applies to this website, the forms on it and the messages we exchange with you. It does not cover the separate partner app you reach through the Sign in and Get Started buttons, which has its own privacy notice.`,
      ],
    },
    {
      heading: 'Information you give us',
      blocks: [
        'We only ask for what we need to answer you or to review and run your partnership. Each form collects the following:',
        {
          list: [
            'Contact form: your name, email address, phone number (optional) and your message, so we can answer your question by email, phone or text message.',
            'Property manager and host application: first and last name, email, phone, number of units, links to your listings and how often they are booked, so we can check that your properties qualify, size your free kit and contact you about setup.',
            'Hotel application: first and last name, hotel name, your position, email, phone, city, state, number of rooms, hotel type, hotel website and any notes you add, so we can prepare a proposal and a product mix for your property.',
            'Cleaner partner application: full name, phone, email, city, state, whether you own or work for a cleaning business and its website, how many properties you service, whether you can restock weekly, an optional social media handle and your agreement to our terms, so we can match you with hosts and arrange restocking and payouts.',
            'Driver sign-up: first and last name, email, phone, shipping address (street, apartment, city, state and ZIP code) and optional notes, so we can ship your starter kit, register you as a driver partner and contact you about your kit.',
          ],
        },
      ],
    },
    {
      heading: 'Card payments',
      blocks: [
        'Drivers pay for the starter kit by card. Payments are processed by Stripe, Inc. Your card number, expiry date and security code are entered into a form hosted by Stripe and go directly to Stripe; they never reach our servers and we do not store them.',
        'From Stripe we receive a payment reference, the amount, the currency and whether the payment succeeded, together with the sign-up details you gave us, so we can confirm your order. Stripe uses the information it collects under its own privacy policy, including to prevent fraud.',
      ],
    },
    {
      heading: 'Information collected automatically',
      blocks: [
        {
          list: [
            'Server logs: your IP address, browser type, the pages you request and the time of each request. We use them to keep the site secure, to limit abusive traffic and to fix errors.',
            'Analytics events: which pages you view, which buttons you click and which forms you submit. Before a form event is recorded, your email, phone number, names and address are replaced by placeholders, so these events do not identify you.',
            'Browser storage: the driver sign-up keeps your form entries in your browser’s session storage until payment is complete (see our Cookie Policy).',
          ],
        },
      ],
    },
    {
      heading: 'How we use information',
      blocks: [
        {
          list: [
            'To answer your messages and follow up on your application.',
            'To review applications, set up partners, ship and restock kits, and calculate and pay commissions.',
            'To process starter-kit orders and confirm that a payment succeeded.',
            'To send service messages by email or SMS, and marketing messages only where you have agreed to them.',
            'To keep our site and service secure, prevent fraud and meet our legal, tax and accounting obligations.',
            'To understand, in aggregate, how visitors use the site so we can improve it.',
          ],
        },
      ],
    },
    {
      heading: 'Text messages',
      blocks: [
        'When you submit a form with your phone number you agree that we may text you about your enquiry or application. Message frequency varies and message and data rates may apply. Reply STOP to stop receiving messages or HELP for help. Consent to receive text messages is not a condition of any purchase. We do not sell or share your phone number or SMS consent with third parties for their marketing.',
      ],
    },
    {
      heading: 'How we share information',
      blocks: [
        'We do not sell your personal information and we do not share it for cross-context behavioral advertising. We share it only:',
        {
          list: [
            'With service providers who work for us under contract: hosting and database providers, Stripe for payments, email and SMS delivery, shipping carriers, and Google for address suggestions on the driver sign-up form.',
            'With a host, when you are a cleaner partner placing or restocking a store in that host’s property, limited to what the host needs to know.',
            'When the law requires it, to protect the rights, safety or property of our partners, guests or us, or as part of a merger or sale of our business, subject to this policy.',
          ],
        },
      ],
    },
    {
      heading: 'How long we keep information',
      blocks: [
        {
          list: [
            'Contact messages: up to 24 months after our last exchange with you.',
            'Partner applications: for as long as the partnership lasts and 3 years afterwards; applications we decline are deleted after 24 months.',
            'Orders and payment records: 7 years, as tax and accounting laws require.',
            'Server logs: 30 days, unless we need them longer to investigate a security incident.',
            'Session storage used by the driver sign-up: deleted when you complete registration or close the browser tab.',
          ],
        },
      ],
    },
    {
      heading: 'How we protect information',
      blocks: [
        'All traffic to this site is encrypted with HTTPS. Access to submitted information is limited to staff who need it, protected by passwords, and logged. Our logs do not record the contents of your forms. No method of transmission or storage is completely secure, but we work to protect your information and will notify you of a breach where the law requires.',
      ],
    },
    {
      heading: 'Your choices and rights',
      blocks: [
        'You can ask us to tell you what personal information we hold about you, to give you a copy, to correct it or to delete it, and you can unsubscribe from marketing emails with the link in each email or stop text messages by replying STOP. We will answer within 45 days and may need to verify your identity first. We will not treat you differently for using these rights.',
        'Residents of Colorado, Connecticut, Virginia, Oregon, Texas and other states with privacy laws have the same rights, and may appeal our decision on a request by replying to it; if we deny the appeal you may contact your state attorney general.',
      ],
    },
    {
      heading: 'California privacy rights (CCPA)',
      blocks: [
        'If you live in California, the California Consumer Privacy Act, as amended by the CPRA, gives you the right to know the categories and specific pieces of personal information we collect, the purposes and the categories of recipients; to delete it; to correct it; to opt out of its sale or sharing; to limit the use of sensitive personal information; and not to be discriminated against for exercising these rights.',
        'In the last 12 months we collected: identifiers (name, email, phone, IP address); customer records (shipping address, business details); commercial information (starter-kit orders); internet activity (pages viewed and buttons used on this site); and approximate location (city and state). We disclosed these only to the service providers listed above, for the business purposes described in this policy. We have not sold or shared personal information, including that of anyone under 16, and we do not use sensitive personal information to infer characteristics about you. Card details are collected by Stripe, not by us.',
        'You or an authorized agent can make a request through our contact form or by email. We honor Global Privacy Control signals as a request to opt out.',
      ],
    },
    {
      heading: 'Children',
      blocks: [
        'Our site and partner programs are meant for adults aged 18 and over. We do not knowingly collect personal information from children under 13; if you believe a child has given us information, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy as our service changes. The date at the top shows when it last changed. If a change materially affects how we use information we already hold, we will tell you by email or with a notice on this site before it takes effect.',
      ],
    },
    {
      heading: 'Contact us',
      blocks: [
        'Questions about this policy or requests about your information can be sent through the contact form on our home page or to the email address shown on this page.',
      ],
    },
  ],
};
