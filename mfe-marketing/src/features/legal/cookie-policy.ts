import { BRAND } from '@minibar/ui';
import type { LegalDocument } from './legal-document';

export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  summary: `Which cookies, browser storage and analytics the ${BRAND} website uses, why, and how you can control them.`,
  sections: [
    {
      heading: 'Cookies and similar technologies',
      blocks: [
        'Cookies are small text files a website stores in your browser. Session storage and local storage are similar places in your browser where a site can keep information; session storage is cleared when you close the tab. An analytics data layer is a list of events a page keeps in memory for measurement tools to read.',
      ],
    },
    {
      heading: 'What our own pages use',
      blocks: [
        `${BRAND}'s own pages do not set advertising cookies and do not track you across other websites. They use:`,
        {
          list: [
            'Session storage on the driver sign-up: your form entries, whether payment is complete, whether the form was submitted and a payment reference, so the checkout survives moving between the sign-up, payment and confirmation pages. These entries are removed when registration completes, and all of them disappear when you close the tab.',
            'An analytics data layer: page views, button clicks, completed sign-ups and form submissions. Email addresses, phone numbers, names and addresses are replaced by placeholders before a form event is recorded.',
          ],
        },
      ],
    },
    {
      heading: 'Cookies set by services we use',
      blocks: [
        {
          list: [
            'Stripe, on the payment page only: cookies such as __stripe_mid and __stripe_sid that help Stripe process your payment securely and prevent fraud. They are necessary for card payments.',
            'Google, on the driver sign-up form only: when address suggestions are enabled, Google’s Places service may use cookies under Google’s privacy policy.',
            'Our video host: only if you open the "See How It Works" video, the embedded player may set cookies to play the video and remember your settings.',
            'Analytics tools: where we connect an analytics service to the data layer, it may set first-party cookies to count visits and sessions. These measure use of the site in aggregate and are not used for advertising.',
          ],
        },
      ],
    },
    {
      heading: 'Analytics',
      blocks: [
        'We use analytics to learn which pages help visitors, where forms are hard to complete and which partner programs interest people. Analytics failures never affect how the site works. We do not combine analytics data with information from other websites to build advertising profiles.',
      ],
    },
    {
      heading: 'Your choices',
      blocks: [
        {
          list: [
            'Block or delete cookies in your browser settings. The site works without them, except that card payments need Stripe’s cookies.',
            'Clear session storage by closing the browser tab, or with your browser’s site data settings.',
            'Turn on Global Privacy Control in your browser; we treat it as a request to opt out of analytics cookies where the law recognises it.',
            'Do not open the embedded video if you prefer not to receive the video host’s cookies.',
          ],
        },
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: ['We will update this policy when we add or remove a cookie or a service. The date at the top shows the latest version.'],
    },
    {
      heading: 'Contact us',
      blocks: [
        'Questions about cookies or browser storage can be sent through the contact form on our home page or to the email address shown on this page.',
      ],
    },
  ],
};
