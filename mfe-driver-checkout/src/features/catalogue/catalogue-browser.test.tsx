import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CatalogueBrowser } from './catalogue-browser';

/** The products of the category on show, by name. */
const productNames = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('catalogue browser', () => {
  // The page's early script marks the page: the tabs are shown, one category at a time.
  beforeEach(() => document.documentElement.setAttribute('data-scripts', 'on'));
  afterEach(() => document.documentElement.removeAttribute('data-scripts'));

  it('shows all 17 products and the 200% margin first', () => {
    render(<CatalogueBrowser />);
    expect(screen.getByRole('tab', { name: /All/, selected: true })).toBeInTheDocument();
    expect(productNames()).toHaveLength(17);
    expect(screen.getByText('200%')).toBeInTheDocument();
  });

  it('names each category tab so that it makes sense read alone', () => {
    render(<CatalogueBrowser />);
    expect(screen.getByRole('tablist', { name: 'Product categories' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All products (17)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cookies products (3)' })).toBeInTheDocument();
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAccessibleName(/^.+ products \(\d+\)$/);
  });

  it('holds each product once, and shows in the one panel the chosen tab names only its products', async () => {
    render(<CatalogueBrowser />);
    expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(17);
    await userEvent.setup().click(screen.getByRole('tab', { name: /Energy/ }));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: 'Energy products (1)' })).toBeInTheDocument();
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    expect(productNames()).toEqual(['5-hour Energy']);
    expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(17);
  });

  it('filters the grid by the chosen tab', async () => {
    const user = userEvent.setup();
    render(<CatalogueBrowser />);
    await user.click(screen.getByRole('tab', { name: /Cookies/ }));
    expect(productNames()).toEqual(['Oreo Original', 'Oreo Golden', 'Oreo Double Stuf']);
    await user.click(screen.getByRole('tab', { name: /Health/ }));
    expect(productNames()).toEqual(['Tylenol Extra Strength', 'KIND Peanut Butter Dark Chocolate', 'KIND Caramel Almond & Sea Salt']);
  });

  it('shows per product the retail badge, the struck retail price, the wholesale price and the profit', () => {
    render(<CatalogueBrowser />);
    const card = screen.getByRole('heading', { name: 'Doritos Nacho Cheese' }).closest('article')!;
    expect(within(card).getByText('Sells for $2.76')).toBeInTheDocument();
    expect(card.querySelector('s')).toHaveTextContent('$2.76');
    expect(within(card).getByText('$0.92')).toBeInTheDocument();
    expect(within(card).getByText('200% profit')).toBeInTheDocument();
    expect(card.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
