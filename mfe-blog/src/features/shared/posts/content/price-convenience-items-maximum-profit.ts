import { MARKUP_PERCENT } from '@minibar/contracts/offer';

/** Body of "How to Price Convenience Items for Maximum Profit" (trusted, canonical HTML). */
export const priceConvenienceItemsMaximumProfit = `<p>Pricing is where many small stores quietly lose money. Set prices too low and you give away margin guests would gladly have paid. Set them too high and items sit on the shelf until they expire. The good news is that convenience pricing follows a few clear principles. Apply them and your minibar, in a rental, a hotel room or a car, earns noticeably more from the same number of guests.</p>
<h2>Why convenience supports a premium</h2>
<p>Nobody compares the price of a bottle of water in a hotel room with the supermarket price. They compare it with the alternative: getting dressed, finding a shop in an unfamiliar area and walking back. That is the value you are selling. The item is ordinary; having it right here, right now, is not.</p>
<p>This is why convenience items support markups of <strong>${MARKUP_PERCENT.min}% to ${MARKUP_PERCENT.max}%</strong> over typical retail prices. The right markup for each item depends on how urgently guests need it and how easy it is to find elsewhere.</p>
<h2>A simple framework: three price tiers</h2>
<p>Instead of pricing each item on its own, sort your range into three groups.</p>
<h3>Everyday items: a modest markup (${MARKUP_PERCENT.min}% to 40%)</h3>
<p>Water, soft drinks and simple snacks. Guests know roughly what these cost, so a large markup feels unfair and hurts reviews. Keep them close to normal prices; they build trust and drive volume.</p>
<h3>Treats and upgrades: a medium markup (40% to 70%)</h3>
<p>Premium chocolate, craft snacks, good coffee and local specialities. Guests buy these to enjoy themselves, compare prices less, and value quality and presentation.</p>
<h3>Urgent essentials: the highest markup (70% to ${MARKUP_PERCENT.max}%)</h3>
<p>Phone chargers, adapters, pain relief, toothbrushes and razors. When a guest needs one of these, they need it now, and the alternative is a late-night search. A higher price is accepted as the cost of the rescue, as long as the item is good quality.</p>
<h2>Price points that feel right</h2>
<p>How a price looks matters almost as much as its level. A few rules that work well:</p>
<ul>
<li><strong>Use round or simple numbers.</strong> In a self-service store, $3.00 or $4.50 reads better than $3.17. Guests decide faster and feel they are being treated fairly.</li>
<li><strong>Keep a ladder of prices.</strong> Offer something under $3, several items from $3 to $6, and a few above $10. Every guest finds something in their comfort zone.</li>
<li><strong>Anchor with a premium option.</strong> A $20 bottle of wine next to $6 snacks makes the snacks look like easy purchases.</li>
<li><strong>Be consistent.</strong> Similar items at similar prices. Guests notice when one soda costs more than another for no reason.</li>
</ul>
<h2>Bundles raise the average spend</h2>
<p>Bundles are the most reliable way to increase what each guest spends. They work because they solve a whole need in one decision.</p>
<ol>
<li><strong>Movie night:</strong> popcorn, chocolate and two soft drinks.</li>
<li><strong>Forgot it all:</strong> toothbrush, toothpaste and deodorant.</li>
<li><strong>Road trip or commute:</strong> water, a snack bar and mints.</li>
<li><strong>Late arrival:</strong> instant noodles, a drink and something sweet.</li>
</ol>
<p>Price a bundle about 10% below the sum of its parts. The guest sees a saving, and you sell three items instead of one.</p>
<h2>Watch the numbers, not your instinct</h2>
<p>Every sale is recorded, so you do not have to guess. Once a month, look at your sales data and ask three questions:</p>
<ul>
<li><strong>What never sells?</strong> If an item has not sold in a month, its price is too high or guests simply do not want it. Try a lower price once, then replace it.</li>
<li><strong>What sells out?</strong> An item that always sells out may be underpriced. Raise it a little and watch whether sales hold.</li>
<li><strong>What do guests buy together?</strong> Items that often appear in the same purchase are natural candidates for a bundle.</li>
</ul>
<p>Change one thing at a time and give each change a few weeks, so you can see its effect clearly.</p>
<h2>Mistakes to avoid</h2>
<ul>
<li><strong>Pricing everything at the same markup.</strong> It overprices the basics and underprices the essentials.</li>
<li><strong>Stocking cheap, low-quality items to hit a price.</strong> A charger that breaks on the first use earns you a bad review, not a sale.</li>
<li><strong>Forgetting your audience.</strong> A luxury apartment and a budget studio, or an airport run and a short city ride, support different prices.</li>
</ul>
<p>Good pricing is not about charging as much as possible. It is about charging what the convenience is worth to your guests, so they leave happy and your minibar earns every month.</p>`;
