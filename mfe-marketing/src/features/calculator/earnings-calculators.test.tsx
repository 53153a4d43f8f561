import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  formatDollars,
  HOST_ANNUAL_EARNINGS_PER_PROPERTY,
  PROPERTY_RULE_OF_THUMB,
  propertyAnnualEarnings,
  RIDESHARE_RULE_OF_THUMB,
  rideshareAnnualEarnings,
  DEFAULT_RIDESHARE_INPUTS,
  STARTER_KIT,
} from '@minibar/contracts';
import EarningsCalculators from './earnings-calculators';

/** The result of the calculator on show. */
const earnings = () => within(screen.getByRole('tabpanel')).getByTestId('annual-earnings');
const airbnbSlider = () => screen.getByRole('slider', { name: 'Number of Airbnbs' });
const exactNumber = () => screen.getByRole('spinbutton', { name: 'Exact number of Airbnbs' });

const OUT_OF_RANGE = 'Enter a whole number from 1 to 10,000.';

describe('earnings calculators', () => {
  // The page's early script marks the page: the tabs are shown, one calculator at a time.
  beforeEach(() => document.documentElement.setAttribute('data-scripts', 'on'));
  afterEach(() => document.documentElement.removeAttribute('data-scripts'));

  it('names every control so that it makes sense read alone', async () => {
    const user = userEvent.setup();
    render(<EarningsCalculators />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Rental properties', 'Rideshare drivers']);
    expect(screen.getByRole('tablist', { name: 'Choose a calculator' })).toBeInTheDocument();
    // Three sliders and one number input, each with its own name.
    expect(screen.getAllByRole('slider')).toHaveLength(3);
    expect(screen.getAllByRole('spinbutton')).toHaveLength(1);
    for (const name of ['Number of Airbnbs', 'Occupancy rate', 'Average guest spend per stay']) {
      expect(screen.getByRole('slider', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('spinbutton', { name: 'Exact number of Airbnbs' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Rideshare drivers' }));
    expect(screen.getAllByRole('slider')).toHaveLength(3);
    for (const name of ['Rides per day', 'Days driven per week', 'Average passenger spend']) {
      expect(screen.getByRole('slider', { name })).toBeInTheDocument();
    }
  });

  it('opens on the property calculator with its defaults and rule of thumb', () => {
    render(<EarningsCalculators />);
    expect(screen.getByRole('tab', { name: 'Rental properties' })).toHaveAttribute('aria-selected', 'true');
    expect(earnings()).toHaveTextContent(formatDollars(HOST_ANNUAL_EARNINGS_PER_PROPERTY));
    expect(exactNumber()).toHaveValue(1);
    expect(screen.getByRole('slider', { name: 'Occupancy rate' })).toHaveValue('70');
    expect(screen.getByRole('slider', { name: 'Average guest spend per stay' })).toHaveValue('10');
    const ruleOfThumb = `${PROPERTY_RULE_OF_THUMB.properties} Airbnbs can generate ${formatDollars(propertyAnnualEarnings(PROPERTY_RULE_OF_THUMB))} annually`;
    expect(screen.getByText(new RegExp(ruleOfThumb.replace(/\$/g, '\\$')))).toBeInTheDocument();
  });

  it('multiplies by the number of Airbnbs typed', () => {
    render(<EarningsCalculators />);
    fireEvent.change(exactNumber(), { target: { value: '20' } });
    expect(earnings()).toHaveTextContent('$120,000');
    expect(airbnbSlider()).toHaveValue('20');
  });

  it.each(['0', '10001', '2.5', '-4'])('ignores %j in the number input: the box keeps it with a message, the result stays', (typed) => {
    render(<EarningsCalculators />);
    fireEvent.change(exactNumber(), { target: { value: '7' } });
    fireEvent.change(exactNumber(), { target: { value: typed } });
    expect(exactNumber()).toHaveValue(Number(typed));
    expect(exactNumber()).toHaveAccessibleDescription(OUT_OF_RANGE);
    expect(exactNumber()).toHaveAttribute('aria-invalid', 'true');
    expect(earnings()).toHaveTextContent('$42,000');
    expect(airbnbSlider()).toHaveValue('7');
  });

  it('can be emptied on the way to another number, and says what it takes only once left empty', async () => {
    const user = userEvent.setup();
    render(<EarningsCalculators />);
    await user.clear(exactNumber());
    expect(exactNumber()).toHaveValue(null);
    expect(screen.queryByText(OUT_OF_RANGE)).not.toBeInTheDocument();
    await user.type(exactNumber(), '12');
    expect(exactNumber()).toHaveValue(12);
    expect(earnings()).toHaveTextContent('$72,000');

    await user.clear(exactNumber());
    await user.tab();
    expect(exactNumber()).toHaveAccessibleDescription(OUT_OF_RANGE);
    expect(earnings()).toHaveTextContent('$72,000');
  });

  it('moving the slider after a refused number puts the count back in the box', () => {
    render(<EarningsCalculators />);
    fireEvent.change(exactNumber(), { target: { value: '0' } });
    fireEvent.change(airbnbSlider(), { target: { value: '5' } });
    expect(exactNumber()).toHaveValue(5);
    expect(screen.queryByText(OUT_OF_RANGE)).not.toBeInTheDocument();
  });

  it('keeps each calculator in the page, only the chosen one shown', async () => {
    render(<EarningsCalculators />);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Rideshare drivers' }));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: 'Rideshare drivers' })).toBeVisible();
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(2);
  });

  it('steps the slider by 1 below 100, 10 below 1000 and 100 above', () => {
    render(<EarningsCalculators />);
    expect(airbnbSlider()).toHaveAttribute('step', '1');
    fireEvent.change(exactNumber(), { target: { value: '250' } });
    expect(airbnbSlider()).toHaveAttribute('step', '10');
    fireEvent.change(exactNumber(), { target: { value: '5000' } });
    expect(airbnbSlider()).toHaveAttribute('step', '100');
    fireEvent.change(airbnbSlider(), { target: { value: '10000' } });
    expect(exactNumber()).toHaveValue(10000);
    expect(earnings()).toHaveTextContent('$60,000,000');
  });

  it('follows occupancy and guest spend', () => {
    render(<EarningsCalculators />);
    fireEvent.change(screen.getByRole('slider', { name: 'Occupancy rate' }), { target: { value: '35' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Average guest spend per stay' }), { target: { value: '20' } });
    expect(earnings()).toHaveTextContent('$6,000');
  });

  it('switches to the rideshare calculator', async () => {
    render(<EarningsCalculators />);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Rideshare drivers' }));
    expect(earnings()).toHaveTextContent(formatDollars(rideshareAnnualEarnings(DEFAULT_RIDESHARE_INPUTS)));
    expect(screen.getByText(/about \$[\d,]+ annually/)).toHaveTextContent(formatDollars(rideshareAnnualEarnings(RIDESHARE_RULE_OF_THUMB)));
    fireEvent.change(screen.getByRole('slider', { name: 'Rides per day' }), { target: { value: '20' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Days driven per week' }), { target: { value: '7' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Average passenger spend' }), { target: { value: '10' } });
    expect(earnings()).toHaveTextContent('$11,200');
  });

  describe('tell one offer', () => {
    /** The rule of thumb under the calculator on show. */
    const ruleOfThumb = () => within(screen.getByRole('tabpanel')).getByText(/^Rule of thumb:/).textContent!;

    it('states a property rule of thumb that the calculator gives for that many Airbnbs', () => {
      render(<EarningsCalculators />);
      const figure = ruleOfThumb().match(/\$[\d,]+/)![0];
      const count = ruleOfThumb().match(/^Rule of thumb: (\d+) Airbnbs/)![1]!;
      expect(earnings()).not.toHaveTextContent(figure);
      fireEvent.change(exactNumber(), { target: { value: count } });
      expect(earnings()).toHaveTextContent(figure);
    });

    it('states a rideshare rule of thumb that the calculator gives for that many rides a day', async () => {
      render(<EarningsCalculators />);
      await userEvent.setup().click(screen.getByRole('tab', { name: 'Rideshare drivers' }));
      const figure = ruleOfThumb().match(/\$[\d,]+/)![0];
      const rides = ruleOfThumb().match(/^Rule of thumb: (\d+) rides a day/)![1]!;
      // At the calculator's own defaults the estimate is not the rule of thumb: the rule says why.
      expect(earnings()).not.toHaveTextContent(figure);
      fireEvent.change(screen.getByRole('slider', { name: 'Rides per day' }), { target: { value: rides } });
      expect(earnings()).toHaveTextContent(figure);
    });

    it('tells drivers the Starter Kit costs money, and when their estimate pays it back', async () => {
      render(<EarningsCalculators />);
      await userEvent.setup().click(screen.getByRole('tab', { name: 'Rideshare drivers' }));
      const payback = () => within(screen.getByRole('tabpanel')).getByTestId('starter-kit-payback');
      expect(payback()).toHaveTextContent(
        `Drivers pay ${formatDollars(STARTER_KIT.priceUsd)} once for the Starter Kit; at these numbers it pays for itself in about 3 weeks.`,
      );
      fireEvent.change(screen.getByRole('slider', { name: 'Rides per day' }), { target: { value: '1' } });
      // $100 a year: the kit's price takes months of it.
      expect(earnings()).toHaveTextContent('$100');
      expect(payback()).toHaveTextContent(/pays for itself in about 7 months\.$/);
      fireEvent.change(screen.getByRole('slider', { name: 'Rides per day' }), { target: { value: '30' } });
      fireEvent.change(screen.getByRole('slider', { name: 'Average passenger spend' }), { target: { value: '20' } });
      expect(payback()).toHaveTextContent(/pays for itself in about a week\.$/);
    });

    it("never tells the property calculator's visitors about the Starter Kit", () => {
      render(<EarningsCalculators />);
      expect(within(screen.getByRole('tabpanel')).queryByTestId('starter-kit-payback')).not.toBeInTheDocument();
    });
  });
});
