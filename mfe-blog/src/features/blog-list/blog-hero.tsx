import { BRAND, PageHero } from '@minibar/ui';

export function BlogHero() {
  return (
    <PageHero
      eyebrow={`The ${BRAND} Blog`}
      title="Ideas to Earn More From Every Stay and Every Ride"
      lead="Practical guides, pricing advice and setup tips for hosts, hotels and rideshare drivers running self-service mini-stores."
    />
  );
}
