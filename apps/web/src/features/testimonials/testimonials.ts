/** A pastor's or ministry leader's story for the home and churches pages (spec §1). */
export type Testimonial = {
  name: string;
  role: string;
  church: string;
  /** "City, ST" */
  location: string;
  quote: string;
  /** A local asset under /images/testimonials: the app works without internet. */
  image: string;
  stats: { eventsHosted: number; newMembers: number; communityReach: number };
};

/** Fictional people and churches, written to sound like the real thing. Spec §9: seven. */
export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Pastor Marcus Bell',
    role: 'Senior Pastor',
    church: 'Grace Fellowship Church',
    // The demo's own church (packages/db seed): the directory has it in South Austin.
    location: 'Austin, TX',
    quote:
      'Our first Sunday night football watch party brought in forty neighbors who had never set foot in our building. Half of them came back the next week, and a few now serve on our welcome team.',
    image: '/images/testimonials/marcus-bell.svg',
    stats: { eventsHosted: 42, newMembers: 68, communityReach: 1850 },
  },
  {
    name: 'Rev. Angela Reyes',
    role: 'Lead Pastor',
    church: 'New Hope Community Church',
    location: 'San Antonio, TX',
    quote:
      'Soccer is a second language in our neighborhood. When we started hosting the big matches, families came for the game and stayed for the fellowship. Our Spanish-language service has doubled.',
    image: '/images/testimonials/angela-reyes.svg',
    stats: { eventsHosted: 36, newMembers: 91, communityReach: 2400 },
  },
  {
    name: 'Pastor David Kim',
    role: 'Youth Pastor',
    church: 'Cornerstone Bible Church',
    location: 'Seattle, WA',
    quote:
      'Our students plan every March Madness night on Huddle. They invite their friends, the RSVPs tell us how much pizza to order, and nobody walks in feeling like an outsider.',
    image: '/images/testimonials/david-kim.svg',
    stats: { eventsHosted: 27, newMembers: 34, communityReach: 760 },
  },
  {
    name: 'Sarah Thompson',
    role: 'Outreach Director',
    church: 'First Baptist Church',
    location: 'Greenville, SC',
    quote:
      'Through Sports Mission we found a church across town that needed tables for a block party. We lent ours, they sent us volunteers for our food drive. That is what the body of Christ looks like.',
    image: '/images/testimonials/sarah-thompson.svg',
    stats: { eventsHosted: 31, newMembers: 45, communityReach: 1320 },
  },
  {
    name: "Father Michael O'Connor",
    role: 'Parish Priest',
    church: "St. Brendan's Catholic Church",
    location: 'Boston, MA',
    quote:
      'I doubted a hockey game could be a ministry. Then I watched a widower laugh with our men’s group for the first time in a year. Now our parish hall is full on every playoff night.',
    image: '/images/testimonials/michael-oconnor.svg',
    stats: { eventsHosted: 24, newMembers: 29, communityReach: 980 },
  },
  {
    name: 'Pastor James Whitfield',
    role: 'Senior Pastor',
    church: 'Mount Zion AME Church',
    location: 'Atlanta, GA',
    quote:
      'The analytics show us who comes and how often, so our deacons can follow up by name. We went from guessing to knowing, and our reach in the community has never been stronger.',
    image: '/images/testimonials/james-whitfield.svg',
    stats: { eventsHosted: 55, newMembers: 112, communityReach: 3600 },
  },
  {
    name: 'Rachel Nguyen',
    role: 'Family Ministry Director',
    church: 'Living Waters Church',
    location: 'Phoenix, AZ',
    quote:
      'Parents want safe, welcoming places for their kids on game day. Our Olympics family night with face painting and snacks became the best-attended event of our year.',
    image: '/images/testimonials/rachel-nguyen.svg',
    stats: { eventsHosted: 19, newMembers: 38, communityReach: 1150 },
  },
];
