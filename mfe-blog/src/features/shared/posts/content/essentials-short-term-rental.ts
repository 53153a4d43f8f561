/** Body of "The Essentials Every Short-Term Rental Guest Wants" (trusted, canonical HTML). */
export const essentialsShortTermRental = `<p>Guests judge a rental in the first ten minutes. Is it clean? Is it what the photos promised? And, increasingly: does it have what I need without a trip to the shop? Hotels have trained travellers to expect a few basics on hand. Rentals that meet that expectation earn better reviews; rentals that go further, by offering the extras guests forget, earn better reviews and extra revenue.</p>
<h2>The free basics: what guests expect at no cost</h2>
<p>Some items are part of the stay. Guests do not expect to pay for them and will mention it in reviews if they are missing. Keep these stocked at every turnover:</p>
<ul>
<li>Toilet paper, hand soap and a starter roll of paper towels.</li>
<li>Shampoo, conditioner and body wash in refillable dispensers.</li>
<li>Clean towels for every guest, plus a few spares.</li>
<li>Dish soap, a sponge and a couple of dishwasher tablets.</li>
<li>Salt, pepper, cooking oil and a few coffee pods or tea bags for the first morning.</li>
<li>Reliable Wi-Fi, with the network name and password where guests can see it.</li>
</ul>
<p>None of these are expensive, and all of them prevent the one-star comment that starts with "there wasn't even...".</p>
<h2>The items guests forget</h2>
<p>Every host knows the messages: "Is there a shop nearby that sells toothbrushes?" "Do you have a spare charger?" Guests forget the same small things again and again. These are perfect for a self-service minibar, because guests are glad to pay for them rather than go out looking.</p>
<h3>Personal care</h3>
<ul>
<li>Toothbrushes and travel-size toothpaste.</li>
<li>Razors, deodorant and feminine hygiene products.</li>
<li>Pain relief, plasters and antacids.</li>
<li>Sunscreen and after-sun lotion in warm destinations.</li>
</ul>
<h3>Tech</h3>
<ul>
<li>Phone chargers for the common connectors, and a universal travel adapter if you host international guests.</li>
<li>Earphones, which are forgotten surprisingly often.</li>
</ul>
<h3>Food and drink</h3>
<ul>
<li>Bottled water and soft drinks, ideally cold.</li>
<li>Snacks for late arrivals: chips, nuts, chocolate and granola bars.</li>
<li>Breakfast items with a long shelf life, such as oatmeal cups and good coffee.</li>
<li>Where local rules allow it, a small selection of wine or beer.</li>
</ul>
<h2>Why selling the extras works better than giving them away</h2>
<p>Some hosts try to solve the forgotten-items problem with a free welcome basket. Guests love it, but it is expensive, items disappear in bulk, and you have no idea what was actually used. A self-service minibar solves the same problem differently:</p>
<ol>
<li><strong>Guests only take what they need,</strong> so nothing goes to waste.</li>
<li><strong>Every item is paid for,</strong> so the cost of stocking is covered by the sales themselves.</li>
<li><strong>You earn a commission</strong> on everything sold, paid monthly.</li>
<li><strong>Sales data tells you what your guests want,</strong> so you can keep the popular items and drop the rest.</li>
</ol>
<p>You can still leave a small free welcome treat, such as a bottle of water and a few chocolates. It sets a generous tone, and guests who enjoy it often buy a second round from the minibar.</p>
<h2>Presentation matters</h2>
<p>How you present the essentials affects how guests feel about them. A few practical tips:</p>
<ul>
<li><strong>Keep free and paid items apart.</strong> The welcome treat goes on the table; the minibar has its own clearly signed display. Guests should never wonder whether something is free.</li>
<li><strong>Put the display where guests will see it,</strong> such as the kitchen counter or near the entrance, not hidden in a cupboard.</li>
<li><strong>Mention it before arrival.</strong> One line in your check-in message, such as "forgot something? our minibar has chargers, toiletries and snacks", sets expectations and drives sales.</li>
<li><strong>Keep it full and tidy.</strong> A half-empty display looks neglected. Your cleaners can restock during each turnover.</li>
</ul>
<h2>Adapt to your guests</h2>
<p>The right essentials depend on who stays with you. Families appreciate snacks for children and baby wipes. Business travellers want chargers, good coffee and something to eat after a late meeting. Groups on a weekend away buy drinks and ice. Beach and ski properties each have their own seasonal best sellers.</p>
<p>Start with a general mix, watch what sells in the first month, and adjust. Guests will tell you what they value with every purchase, and the reviews will follow.</p>`;
