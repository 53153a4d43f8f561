/** Body of "Setting Up Your Minibar: A Step-by-Step Guide" (trusted, canonical HTML). */
export const settingUpMinibarGuide = `<p>Your starter kit has arrived. Good news: going from a sealed box to a working store takes less than an hour, and most of that is choosing where to put it. This guide walks through each step, from unboxing to your first sale, with the small details that make the difference between a display guests ignore and one they buy from.</p>
<h2>Before you start</h2>
<p>Check the box against the packing list on the inside of the lid. A standard kit contains:</p>
<ul>
<li>The display unit, in one piece or in two parts that click together.</li>
<li>Your starter inventory, packed by category.</li>
<li>The QR code sign, linked to your listing.</li>
<li>Item labels and a short printed guide for guests.</li>
</ul>
<p>If anything is missing or damaged, contact us before you set up, so we can send a replacement while you work on the rest.</p>
<h2>Step 1: Choose the right spot</h2>
<p>Location is the biggest factor in how much a minibar sells. Guests buy what they see, and they buy most in the evening and the morning.</p>
<h3>Good places</h3>
<ul>
<li>The kitchen counter, near the coffee machine or the kettle.</li>
<li>A side table in the living area, in view of the sofa.</li>
<li>The entrance hall, where guests put down their keys on arrival.</li>
</ul>
<h3>Places to avoid</h3>
<ul>
<li>Inside cupboards or drawers, where guests never look.</li>
<li>Direct sunlight or next to a heater, which spoils chocolate and drinks.</li>
<li>Bathrooms, which are too humid for most products.</li>
</ul>
<h2>Step 2: Assemble and fill the display</h2>
<p>Place the display on a stable, level surface. Then fill it following a simple rule: <strong>best sellers at eye level, bulky items at the bottom, small impulse items at the front.</strong></p>
<ol>
<li>Put drinks and larger snacks on the bottom shelf.</li>
<li>Put chargers, toiletries and other essentials at eye level, where guests notice them first.</li>
<li>Put gum, mints and chocolate at the front edge, where they are easy to grab.</li>
<li>Turn every item so its label and barcode face outwards.</li>
</ol>
<p>Leave a little space between items. A display that looks full but not crammed invites guests to take something.</p>
<h2>Step 3: Place the QR code</h2>
<p>The QR code is how guests open the store and pay, so make it impossible to miss.</p>
<ul>
<li>Attach the sign to the display itself, or to the wall directly behind it.</li>
<li>Keep it at chest height, so a phone camera reads it without bending down.</li>
<li>Make sure it is well lit in the evening; a dark corner makes scanning harder.</li>
<li><strong>Test it:</strong> scan the code with your own phone and check that your store opens with the right items.</li>
</ul>
<h2>Step 4: Make a test purchase</h2>
<p>Before the first guest arrives, buy one item yourself. Scan the QR code, scan the item's barcode, and pay. Then check that the sale appears in your dashboard. This takes two minutes and confirms that everything works from the guest's side.</p>
<h2>Step 5: Tell your guests</h2>
<p>Guests who know the minibar exists buy more. Add a short mention in three places:</p>
<ol>
<li><strong>Your listing description:</strong> one line, such as "in-apartment minibar with snacks, drinks and travel essentials".</li>
<li><strong>Your check-in message:</strong> let guests know they can buy anything they forgot, right in the apartment.</li>
<li><strong>Your house guide:</strong> include a photo of the display and a sentence on how to pay.</li>
</ol>
<h2>Step 6: Brief your cleaners</h2>
<p>Your cleaning team is what keeps the minibar running without your involvement. Show them the display once and agree on a routine:</p>
<ul>
<li>Check the display at every turnover and restock anything sold.</li>
<li>Wipe the shelves and straighten the items so labels face forward.</li>
<li>Remove anything past its date or damaged.</li>
<li>Report low stock of the backup supply, so a refill can be sent in time.</li>
</ul>
<p>Cleaners can also join our cleaning partner program and earn for restocking, which keeps them motivated to do it well.</p>
<h2>After the first month</h2>
<p>Open your dashboard after four weeks. Look at which items sold, which did not, and at what times guests bought. Swap the slowest items for alternatives, and consider adding more of the best sellers. Small adjustments in the first two months usually make the biggest difference to long-term revenue.</p>`;
