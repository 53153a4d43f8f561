import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EarningsCalculators from '../features/calculator/earnings-calculators';
import { TestimonialsSection } from '../features/home/testimonials-section';

/** What the calculator on show says a month comes to. */
const monthlyEstimate = () =>
  within(screen.getByRole('tabpanel'))
    .getByText(/^About \$[\d,]+ a month/)
    .textContent!.match(/\$[\d,]+/)![0];
const slider = (name: string, value: string) => fireEvent.change(screen.getByRole('slider', { name }), { target: { value } });
/** The numbers a quote states, in order: every figure with its $ or % kept. */
const figuresOf = (quote: string) => quote.match(/\$?\d+(?:,\d{3})*%?/g)!;

/** A partner's testimonial is the calculator's estimate for what the partner says they do. */
describe('testimonials and calculators', () => {
  // The page's early script marks the page: the tabs are shown, one calculator at a time.
  beforeEach(() => document.documentElement.setAttribute('data-scripts', 'on'));
  afterEach(() => document.documentElement.removeAttribute('data-scripts'));

  function quotes() {
    const { unmount } = render(<TestimonialsSection />);
    const [host, driver] = screen.getAllByRole('blockquote').map((quote) => quote.textContent!);
    unmount();
    return { host: host!, driver: driver! };
  }

  it("gives the property manager's monthly earnings for their rentals, occupancy and spend", () => {
    const [rentals, occupancy, spend, monthly] = figuresOf(quotes().host);
    render(<EarningsCalculators />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Exact number of Airbnbs' }), { target: { value: rentals } });
    slider('Occupancy rate', occupancy!.replace('%', ''));
    slider('Average guest spend per stay', spend!.replace('$', ''));
    expect(monthlyEstimate()).toBe(monthly);
  });

  it("gives the driver's monthly earnings for their rides, days and riders' spend", async () => {
    const [rides, days, spend, monthly] = figuresOf(quotes().driver);
    render(<EarningsCalculators />);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Rideshare drivers' }));
    slider('Rides per day', rides!);
    slider('Days driven per week', days!);
    slider('Average passenger spend', spend!.replace('$', ''));
    expect(monthlyEstimate()).toBe(monthly);
  });
});
