import { formatDollars } from '@minibar/contracts/number-format';
import { DEFAULT_RIDESHARE_INPUTS, DRIVER_OFFER, DRIVER_TESTIMONIAL, rideshareAnnualEarnings, STARTER_KIT } from '@minibar/contracts/offer';

// The driver offer's figures: the claimed range, the part-time driver of the testimonial, the
// calculator's default driving, and the Starter Kit.
const typical = DRIVER_OFFER.typicalMonthlyEarningsUsd;
const partTimeMonthly = formatDollars(rideshareAnnualEarnings(DRIVER_TESTIMONIAL) / 12);
const { ridesPerDay, daysPerWeek } = DEFAULT_RIDESHARE_INPUTS;
// Rides a month (52 weeks over 12 months), rounded to a round fifty.
const passengersPerMonth = Math.round((ridesPerDay * daysPerWeek * 52) / 12 / 50) * 50;

/** Body of "Contactless Shopping: A New Income Stream for Rideshare Drivers" (trusted, canonical HTML). */
export const contactlessShoppingRideshareDrivers = `<p>As a rideshare driver, your income depends on two numbers you only partly control: how many rides you get and how much each one pays. Fuel, insurance and maintenance eat into both. There is, however, a third number most drivers never think about: what your passengers would happily buy during the ride if they could. A small seatback store with contactless payment turns that into a steady, extra income stream.</p>
<h2>Your passengers already want to buy something</h2>
<p>Think about who gets into your car. Travellers coming off a long flight who want water. Commuters whose phone is about to die. People heading out for the night who would love some gum or mints. Students on their way to an exam with no time for breakfast. Most of them would pay a fair price for the right item, right now, without a detour.</p>
<p>Some drivers already keep water or candy in the car as a courtesy, paid out of their own pocket. A contactless store keeps the same goodwill, but every item is paid for, and you earn a commission on each sale.</p>
<h2>How it works in the car</h2>
<p>The kit is built for rideshare use: compact, tidy and quick to set up.</p>
<ul>
<li><strong>A seatback organizer</strong> hangs behind the front seats, at eye level for passengers in the back.</li>
<li><strong>A compact inventory kit</strong> holds snacks, drinks and essentials such as chargers and tissues.</li>
<li><strong>A QR code on the organizer</strong> opens the store on the passenger's phone, with no app download.</li>
<li><strong>Passengers scan and pay</strong> with their card or a mobile wallet in a few seconds.</li>
</ul>
<p>You never handle payment and never have to interrupt your driving. The sale is recorded automatically and your commission is added to your earnings.</p>
<h2>What drivers can earn</h2>
<p>Earnings depend on how often you drive and how many passengers buy something. Drivers in the program typically earn <strong>${formatDollars(typical.min)} to ${formatDollars(typical.max)} a month</strong> on top of their fares. One driver told us he makes about ${partTimeMonthly} extra each month driving part time, which more than covers his phone bill.</p>
<h3>The numbers that matter</h3>
<ul>
<li><strong>Rides per day:</strong> more passengers means more chances to sell. A driver doing ${ridesPerDay} rides a day, ${daysPerWeek} days a week, sees around ${passengersPerMonth} passengers a month.</li>
<li><strong>Days per week:</strong> full-time drivers naturally earn more, but part-time drivers still see solid returns because the kit costs nothing to keep in the car.</li>
<li><strong>Average spend:</strong> a passenger who buys a drink and a snack spends more than one who only buys gum. The right mix of items nudges the average up.</li>
</ul>
<p>The rideshare tab of our earnings calculator lets you plug in your own rides per day and days per week to see an estimate.</p>
<h2>What sells best in a car</h2>
<p>Space in a car is limited, so every slot in the organizer has to earn its place. These categories consistently sell well:</p>
<ol>
<li><strong>Phone chargers and cables.</strong> The single best seller for evening and airport rides. Passengers with a flat battery are rarely price sensitive.</li>
<li><strong>Bottled water.</strong> Especially on airport runs and hot days.</li>
<li><strong>Gum and mints.</strong> Small, cheap and popular on the way to dates, interviews and meetings.</li>
<li><strong>Snack bars and small bags of chips.</strong> Breakfast for early commuters and a late-night bite for everyone else.</li>
<li><strong>Tissues, hand sanitizer and pain relief.</strong> Low volume but high appreciation when someone needs them.</li>
</ol>
<h2>Keeping it professional</h2>
<p>Your rating matters more than any side income, so the store is designed to stay out of the way. A few habits help:</p>
<ul>
<li>Do not pitch the store. A simple, visible sign is enough; passengers who want something will find it.</li>
<li>Keep the organizer neat and restock between shifts, so it always looks cared for.</li>
<li>Remove anything that could spill or melt on hot days.</li>
<li>If a passenger asks a question, point them to the QR code rather than explaining while driving.</li>
</ul>
<p>Many drivers find the store actually improves their ratings. A passenger who gets a charger when their battery is at two percent tends to remember the ride.</p>
<h2>Getting started</h2>
<p>Signing up takes a few minutes on the Uber drivers page. You pay ${formatDollars(STARTER_KIT.priceUsd)} once for the Starter Kit, which includes the seatback organizer and your first inventory, and it ships to your address. Once it arrives, setup takes about ${DRIVER_OFFER.setupMinutes} minutes: attach the organizer, load the items and check that the QR code scans from the back seat.</p>
<p>From there, every sale shows up in your dashboard, and your commission is paid out with the rest of your earnings. It is one of the few ways to increase your income as a driver without driving a single extra mile.</p>`;
