import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CatalogueBrowser } from './catalogue-browser';

const productNames = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('catalogue browser', () => {
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
    expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
