import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from './layout.css';

function Section({ tone }: { tone: 'plain' | 'alt' | 'brand' | 'dark' }) {
  return (
    <section className={layout.section({ tone })}>
      <div className={layout.container}>
        <p className={layout.eyebrow}>How it works</p>
        <h2 className={layout.sectionHeading}>A mini store in every room</h2>
        <p className={layout.lead}>Guests scan, pay on their phone, and you earn on every sale.</p>
        <div className={layout.grid({ columns: 3 })}>
          {['Stock', 'Scan', 'Earn'].map((step) => (
            <div key={step} className={layout.card()}>
              {step}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

const meta = { title: 'Layout/Section', component: Section, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = { args: { tone: 'plain' } };
export const Alternate: Story = { args: { tone: 'alt' } };
export const BrandTint: Story = { args: { tone: 'brand' } };
export const Dark: Story = { args: { tone: 'dark' } };
