import { HOST_OFFER, HOTEL_OFFER } from '@minibar/contracts';
import { BRAND } from '@minibar/ui';
import type { LegalDocument } from './legal-document';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  summary: `The terms that apply when you use the ${BRAND} website, apply to one of our partner programs or buy a driver starter kit.`,
  sections: [
    {
      heading: 'Agreement to these terms',
      blocks: [
        `By using this website, submitting a form or buying a starter kit you agree to these Terms of Service and to our Privacy Policy. If you act for a business, you confirm that you may bind it to these terms. If you do not agree, please do not use the site.`,
      ],
    },
    {
      heading: 'Our service',
      blocks: [
        `${BRAND} places self-service mini-stores in short-term rentals, hotel rooms and rideshare vehicles. Guests and passengers scan a QR code and pay on their phone; the partner who hosts the store earns a commission on its sales. Day-to-day tools, dashboards and payouts are provided through our partner app, which has its own terms.`,
      ],
    },
    {
      heading: 'Eligibility and applications',
      blocks: [
        'You must be at least 18 years old and live or operate in the United States to apply. The information you give us must be accurate and yours to give. Submitting an application does not create a partnership: we review each application and may accept or decline it, for example where a property, hotel or vehicle does not meet our requirements or a service area is not yet covered.',
      ],
    },
    {
      heading: 'Host, hotel and cleaner partners',
      blocks: [
        {
          list: [
            `Host and free-plan hotel partners earn the commission stated in their offer, currently ${HOST_OFFER.sharePercent}% of all sales from a host's store and ${HOTEL_OFFER.freePlan.sharePercent}% of every transaction in a free-plan hotel, paid monthly. Subscription-plan hotels manage their own inventory under the plan they choose.`,
            'Displays, signage and inventory we supply remain our property until sold. If the partnership ends, you agree to let us collect them or return them as we direct.',
            'You are responsible for following the rules of the platforms you list on, your lease, your building and local law where you place a store. Cleaner partners must have the property owner’s permission before placing a store.',
            'You are responsible for taxes on your commission. We may ask for a Form W-9 and issue a Form 1099 where required.',
          ],
        },
      ],
    },
    {
      heading: 'Driver starter kits and payment',
      blocks: [
        'The driver starter kit is a one-time purchase at the price shown at checkout, in US dollars. The product combination in a kit may vary with availability. Card payments are processed by Stripe; by paying you authorise the charge to your card. We confirm every payment with Stripe before we register your order, and we ship to the address you give us.',
        'If your kit arrives damaged, incomplete or not as described, contact us within 14 days of delivery and we will replace the missing items or refund you. If we cannot ship to your address, we will refund your payment in full. Once a kit has been opened and stocked in a vehicle it cannot be returned.',
      ],
    },
    {
      heading: 'Text messages',
      blocks: [
        'If you give us your phone number, you agree to receive text messages about your enquiry, application, order and partnership. Message frequency varies. Message and data rates may apply. Reply HELP for help or STOP to opt out at any time. Carriers are not liable for delayed or undelivered messages.',
      ],
    },
    {
      heading: 'Earnings estimates',
      blocks: [
        'Earnings figures on this site, including the earnings calculators and testimonials, are illustrations based on typical results and the assumptions shown. They are not a promise or guarantee of income. What you earn depends on your occupancy, your guests or passengers, your location and how you run your store.',
      ],
    },
    {
      heading: 'Using this website',
      blocks: [
        `You agree not to misuse the site: do not submit false or someone else’s information, send automated or bulk submissions, try to break or bypass its security, or copy its content for commercial use. The site’s text, design, illustrations and the ${BRAND} name and logo belong to us or our licensors.`,
      ],
    },
    {
      heading: 'Third-party services',
      blocks: [
        'The site links to and embeds services run by others, including our partner app, Stripe for payments, Google for address suggestions and a video host for our explainer video. Their own terms and privacy policies apply when you use them, and we are not responsible for their content or availability.',
      ],
    },
    {
      heading: 'Disclaimers and limitation of liability',
      blocks: [
        'The website is provided "as is" and "as available". To the extent the law allows, we disclaim implied warranties of merchantability, fitness for a particular purpose and non-infringement, and we are not liable for indirect, incidental, special or consequential damages or lost profits. Our total liability for any claim about the website or a starter kit is limited to the amount you paid us in the 12 months before the claim, or $100 if you paid nothing. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Indemnity',
      blocks: [
        'You agree to cover our reasonable losses and costs, including legal fees, arising from your breach of these terms or your violation of a law or someone else’s rights when placing or running a store.',
      ],
    },
    {
      heading: 'Ending your use',
      blocks: [
        'You may stop using the site or leave a partner program at any time by contacting us. We may suspend or end access to a program if you break these terms, and we will pay any commission already earned, less amounts you owe us.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      blocks: [
        'These terms are governed by the laws of the State of Delaware and applicable federal law, without regard to conflict-of-law rules. Before filing a claim, please contact us so we can try to resolve the issue informally within 30 days. Either party may bring a qualifying claim in small-claims court.',
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: [
        'We may change these terms from time to time. The date at the top shows the latest version. Changes apply from that date and do not affect orders placed or commissions earned before it.',
      ],
    },
    {
      heading: 'Contact us',
      blocks: ['Questions about these terms can be sent through the contact form on our home page or to the email address shown on this page.'],
    },
  ],
};
