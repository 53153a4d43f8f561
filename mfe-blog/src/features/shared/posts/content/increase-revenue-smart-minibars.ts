import { formatDollars } from '@minibar/contracts/number-format';
import {
  DEFAULT_PROPERTY_INPUTS,
  HOST_ANNUAL_EARNINGS_PER_PROPERTY,
  HOST_OFFER,
  PROPERTY_RULE_OF_THUMB,
  propertyAnnualEarnings,
} from '@minibar/contracts/offer';

// The host offer's figures: the calculator's default listing and its rule of thumb.
const { occupancyPercent, guestSpend } = DEFAULT_PROPERTY_INPUTS;
const portfolio = PROPERTY_RULE_OF_THUMB.properties;

/** Body of "How Smart Minibars Increase Revenue for Short-Term Rentals" (trusted, canonical HTML). */
export const increaseRevenueSmartMinibars = `<p>Every guest who stays in your rental spends money during their trip. They buy bottled water on the way in, a phone charger they forgot to pack, a bag of chips at eleven at night and a coffee before checkout. Almost none of that money reaches you today. It goes to the corner shop, the airport kiosk or a delivery app. A smart minibar changes where those purchases happen, and turns your listing into a small, self-running store that earns while you sleep.</p>
<h2>The spending you are already missing</h2>
<p>Short-term rental guests are on holiday or on a work trip. They are tired, they do not know the neighbourhood, and they value convenience far more than they do at home. That is why hotel minibars have always been profitable, even with famously high prices. The difference in a rental is that there is no front desk and no staff to run a shop, so most hosts have never tried.</p>
<p>Think about the last few messages you received from guests. Chances are at least one of them asked where to buy something: a toothbrush, an adapter, pain relief, a bottle of wine for the evening. Each of those questions is a sale you could have made on the spot.</p>
<h2>How a self-service minibar works</h2>
<p>The idea is simple: a compact, attractive display of snacks, drinks and travel essentials that guests can buy from without talking to anyone. There is no lock, no cash box and no app to download.</p>
<ol>
<li><strong>The guest scans the QR code</strong> on the display with their phone camera.</li>
<li><strong>They scan the barcode</strong> of each item they take, or pick it from the on-screen list.</li>
<li><strong>They pay on their phone</strong> with a card or a mobile wallet, in a few seconds.</li>
<li><strong>The sale appears in your dashboard</strong>, and your commission is added to your monthly payout.</li>
</ol>
<p>Because payment happens on the guest's own device, there is nothing for you to install, no card terminal to charge and no cash to count after each stay.</p>
<h2>What it can add up to</h2>
<p>As a host you earn <strong>${HOST_OFFER.sharePercent}% of all sales</strong>, paid monthly. The numbers depend on your listing, but three factors drive almost all of the difference between properties.</p>
<h3>Occupancy</h3>
<p>More booked nights means more guests in front of the display. A listing that is booked ${occupancyPercent}% of the year sees twice as many potential buyers as one booked ${occupancyPercent / 2}% of the year, so revenue scales almost in a straight line with occupancy.</p>
<h3>Average guest spend</h3>
<p>The typical guest spends around ${formatDollars(guestSpend)} per stay, but this varies a lot. Families with children, groups and longer stays buy more. Business travellers buy fewer items but choose premium ones, such as quality chargers and good coffee.</p>
<h3>Product mix</h3>
<p>The right selection makes a bigger difference than most hosts expect. Listings near beaches sell sunscreen and cold drinks; city apartments sell late-night snacks and phone accessories; mountain cabins sell hot chocolate and hand warmers. We help you pick a mix that matches your guests and adjust it using real sales data.</p>
<p>Our earnings calculator estimates about <strong>${formatDollars(HOST_ANNUAL_EARNINGS_PER_PROPERTY)} per property per year</strong> in earnings for a typical listing with ${occupancyPercent}% occupancy and a ${formatDollars(guestSpend)} average spend. Try it with your own numbers in the pricing section of the home page: a portfolio of ${portfolio} listings adds up to about ${formatDollars(propertyAnnualEarnings(PROPERTY_RULE_OF_THUMB))} a year.</p>
<h2>Why it does not add to your workload</h2>
<p>The main objection we hear from hosts is time. Managing a listing is already a job, and nobody wants to become a shopkeeper on top of it. The service is designed so that you never have to.</p>
<ul>
<li><strong>The starter kit is free.</strong> You receive the display, the QR signage and the first stock at no cost.</li>
<li><strong>We handle the inventory.</strong> Stock levels are tracked with every sale, so we know what needs replacing before it runs out.</li>
<li><strong>Your cleaners restock during turnovers.</strong> We work with your existing cleaning team, who refill the display as part of their normal visit and earn for doing it.</li>
<li><strong>No cash, no disputes.</strong> Every item is paid for before it leaves the display, and every transaction is recorded.</li>
</ul>
<h2>The bonus: happier guests and better reviews</h2>
<p>Revenue is the headline, but many hosts tell us the bigger surprise is in their reviews. A guest who arrives late at night and finds a cold drink and a snack waiting, ready to buy in seconds, remembers it. So does the guest who forgot their charger and did not have to go looking for a shop in an unfamiliar city.</p>
<p>Small moments like these are exactly what guests mention when they leave five stars. They also reduce the number of messages you receive asking where to buy things, which gives you back time.</p>
<h2>Getting started</h2>
<p>Adding a minibar to a listing takes less than an hour once the kit arrives. Here is what we recommend for your first month:</p>
<ul>
<li>Start with one or two of your busiest listings, so you get meaningful data quickly.</li>
<li>Mention the minibar in your listing description and your check-in message, so guests know it is there.</li>
<li>Place the display somewhere guests pass often, such as the kitchen counter or near the entrance.</li>
<li>Review your sales dashboard after four weeks and swap slow items for ones guests ask for.</li>
</ul>
<p>If the first listings perform the way most do, rolling out to the rest of your portfolio is a matter of ordering more kits. Apply through the property manager page and we will help you choose the right setup for each property.</p>`;
