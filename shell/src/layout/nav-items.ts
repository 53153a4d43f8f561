/** The navigation bar's items: routes and home-page sections, in order. */
export const navItems: Array<{ label: string; to: string }> = [
  { label: 'Property Managers', to: '/property-manager' },
  { label: 'Uber Drivers', to: '/drivers' },
  { label: 'Cleaners', to: '/cleaning-partner' },
  { label: 'Hotels', to: '/hotel-signup' },
  { label: 'Pricing', to: '#pricing' },
  { label: 'Blog', to: '/blog' },
  { label: 'Testimonials', to: '#testimonials' },
  { label: 'Contact', to: '#contact' },
];
