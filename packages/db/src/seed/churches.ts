import type { AmenityPreset, Denomination } from '@huddle/domain';
import type { BillingPeriod, SubscriptionStatus } from '../schema/index.js';
import type { ChurchFacade } from './images.js';

export type ChurchSeed = {
  name: string;
  description: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  /** Under example.org, so no demo mail can reach a real mailbox. */
  email: string;
  website: string | null;
  /**
   * One of the church form's choices, so a demo church can be edited as it is stored, and found by
   * the directory's filter: a family the list does not name is 'Other'.
   */
  denomination: Denomination;
  capacity: number;
  /** The edit form's presets, spelt as it spells them, so each shows ticked there. */
  amenities: AmenityPreset[];
  /** The picture that fits the place: adobe in the desert, brick in the old South and Midwest. */
  facade: ChurchFacade;
  timezone: string;
  /** Days before `now` the church signed up. */
  joinedDaysAgo: number;
  /**
   * Never paid: 'unpaid' (it hosts nothing, docs/adr/0079). Paid: 'active', or 'past_due' and
   * 'canceled' after, whose events were all posted while it paid.
   */
  subscription: SubscriptionStatus;
  billingPeriod?: BillingPeriod;
  /** A canceled subscription's end, this many days before `now`. */
  canceledDaysAgo?: number;
};

/** The first church belongs to the demo user. Phones use the fictional 555-01xx range. */
export const CHURCHES: ChurchSeed[] = [
  {
    name: 'Grace Fellowship Church',
    description:
      'A welcoming, multi-generational church in South Austin. Big games on the big screen, good food and better company every week.',
    address: '2104 South Lamar Blvd',
    city: 'Austin',
    state: 'TX',
    zipCode: '78704',
    phone: '(512) 555-0142',
    email: 'hello@gracefellowship-austin.example.org',
    website: 'https://gracefellowship-austin.example.org',
    denomination: 'Non-Denominational',
    capacity: 350,
    amenities: ['Parking', 'Big Screen TV', 'Kitchen', 'Childcare', 'Free Wi-Fi', 'Coffee Bar'],
    facade: 'modern',
    timezone: 'America/Chicago',
    joinedDaysAgo: 120,
    subscription: 'active',
  },
  {
    name: 'First Baptist Church of Round Rock',
    description:
      'Rooted in Round Rock since 1923, serving families with worship, youth sports ministry and Friday night lights.',
    address: '301 East Main Street',
    city: 'Round Rock',
    state: 'TX',
    zipCode: '78664',
    phone: '(512) 555-0178',
    email: 'office@fbcroundrock.example.org',
    website: 'https://fbcroundrock.example.org',
    denomination: 'Baptist',
    capacity: 600,
    amenities: ['Parking', 'Wheelchair Accessible', 'Projector', 'Fellowship Hall', 'Gymnasium'],
    facade: 'steepled',
    timezone: 'America/Chicago',
    joinedDaysAgo: 300,
    subscription: 'active',
    billingPeriod: 'yearly',
  },
  {
    name: "St. Luke's Catholic Parish",
    description:
      'A parish family in Alamo Heights with a lively young adults group and a parish hall that fills up on game days.',
    address: '4603 Manitou Drive',
    city: 'San Antonio',
    state: 'TX',
    zipCode: '78228',
    phone: '(210) 555-0119',
    email: 'parish@stlukes-sa.example.org',
    website: 'https://stlukes-sa.example.org',
    denomination: 'Catholic',
    capacity: 450,
    amenities: ['Parking', 'Wheelchair Accessible', 'Fellowship Hall', 'Kitchen', 'Childcare'],
    facade: 'adobe',
    timezone: 'America/Chicago',
    joinedDaysAgo: 210,
    subscription: 'past_due',
  },
  {
    name: 'Peachtree Community Church',
    description:
      'A Midtown Atlanta congregation where neighbors become friends. Watch parties in the fellowship hall, always with sweet tea.',
    address: '1180 Peachtree Street NE',
    city: 'Atlanta',
    state: 'GA',
    zipCode: '30309',
    phone: '(404) 555-0163',
    email: 'connect@peachtreecommunity.example.org',
    website: 'https://peachtreecommunity.example.org',
    denomination: 'Methodist',
    capacity: 500,
    amenities: [
      'Big Screen TV',
      'Sound System',
      'Air Conditioning',
      'Accessible Restrooms',
      'Public Transit Access',
    ],
    facade: 'brick',
    timezone: 'America/New_York',
    joinedDaysAgo: 260,
    subscription: 'active',
  },
  {
    name: 'New Hope Pentecostal Church',
    description:
      'Spirit-filled worship and warm Southern hospitality near Forsyth Park. Everyone is welcome at our table.',
    address: '512 East Gwinnett Street',
    city: 'Savannah',
    state: 'GA',
    zipCode: '31401',
    phone: '(912) 555-0107',
    email: 'welcome@newhopesavannah.example.org',
    website: null,
    denomination: 'Pentecostal',
    capacity: 220,
    amenities: ['Parking', 'Kitchen', 'Sound System'],
    facade: 'steepled',
    timezone: 'America/New_York',
    joinedDaysAgo: 75,
    subscription: 'active',
  },
  {
    name: 'Cornerstone Presbyterian Church',
    description:
      'A downtown Nashville church with a heart for music, the city and Saturday college football.',
    address: '915 Church Street',
    city: 'Nashville',
    state: 'TN',
    zipCode: '37203',
    phone: '(615) 555-0131',
    email: 'info@cornerstonenashville.example.org',
    website: 'https://cornerstonenashville.example.org',
    denomination: 'Presbyterian',
    capacity: 400,
    amenities: [
      'Projector',
      'Sound System',
      'Coffee Bar',
      'Free Wi-Fi',
      'Wheelchair Accessible',
      'Outdoor Space',
    ],
    facade: 'brick',
    timezone: 'America/Chicago',
    joinedDaysAgo: 180,
    subscription: 'active',
  },
  {
    name: 'Trinity Lutheran Church',
    description:
      "German Village's neighborhood church since 1851: liturgy, hymns, and a fellowship hall made for Buckeye Saturdays.",
    address: '404 South Third Street',
    city: 'Columbus',
    state: 'OH',
    zipCode: '43215',
    phone: '(614) 555-0188',
    email: 'office@trinitycolumbus.example.org',
    website: 'https://trinitycolumbus.example.org',
    denomination: 'Lutheran',
    capacity: 300,
    amenities: ['Fellowship Hall', 'Kitchen', 'Accessible Restrooms', 'Parking'],
    facade: 'stone',
    timezone: 'America/New_York',
    joinedDaysAgo: 330,
    subscription: 'canceled',
    canceledDaysAgo: 3,
  },
  {
    name: 'Riverside Assembly of God',
    description:
      'A family church on the Ohio River with a gym, a youth band and a standing invitation to every home game.',
    address: '2250 Riverside Drive',
    city: 'Cincinnati',
    state: 'OH',
    zipCode: '45202',
    phone: '(513) 555-0125',
    email: 'hello@riversideag.example.org',
    website: 'https://riversideag.example.org',
    denomination: 'Assemblies of God',
    capacity: 700,
    amenities: [
      'Gymnasium',
      'Big Screen TV',
      'Youth Room',
      'Parking',
      'Air Conditioning',
      'Childcare',
      'Kitchen',
    ],
    facade: 'modern',
    timezone: 'America/New_York',
    joinedDaysAgo: 150,
    subscription: 'active',
  },
  {
    name: 'Mountain View Evangelical Free Church',
    description:
      'Worship with a view of the Front Range. Hikes on Saturday, hockey and hot cocoa on winter nights.',
    address: '1650 Colorado Boulevard',
    city: 'Denver',
    state: 'CO',
    zipCode: '80206',
    phone: '(303) 555-0156',
    email: 'office@mountainviewefree.example.org',
    website: 'https://mountainviewefree.example.org',
    denomination: 'Evangelical',
    capacity: 380,
    amenities: ['Projector', 'Coffee Bar', 'Free Wi-Fi', 'Outdoor Space', 'Parking'],
    facade: 'chapel',
    timezone: 'America/Denver',
    joinedDaysAgo: 95,
    subscription: 'active',
  },
  {
    name: 'Holy Trinity Orthodox Church',
    description:
      'An Orthodox parish in the shadow of Pikes Peak, known for its icons, its choir and its famous parish lunches.',
    address: '227 North Cascade Avenue',
    city: 'Colorado Springs',
    state: 'CO',
    zipCode: '80903',
    phone: '(719) 555-0172',
    email: 'parish@holytrinitycos.example.org',
    website: null,
    denomination: 'Orthodox',
    capacity: 150,
    amenities: ['Fellowship Hall', 'Kitchen', 'Parking'],
    facade: 'stone',
    timezone: 'America/Denver',
    joinedDaysAgo: 12,
    subscription: 'unpaid',
  },
  {
    name: 'Desert Springs Church of the Nazarene',
    description:
      'Shade, cold water and a big screen: the best seat in Phoenix for spring training and the Sunday game.',
    address: '3825 East Camelback Road',
    city: 'Phoenix',
    state: 'AZ',
    zipCode: '85018',
    phone: '(602) 555-0114',
    email: 'info@desertspringsnaz.example.org',
    website: 'https://desertspringsnaz.example.org',
    denomination: 'Other',
    capacity: 520,
    amenities: [
      'Air Conditioning',
      'Big Screen TV',
      'Parking',
      'Wheelchair Accessible',
      'Childcare',
    ],
    facade: 'adobe',
    timezone: 'America/Phoenix',
    joinedDaysAgo: 240,
    subscription: 'active',
  },
  {
    name: "St. Andrew's Episcopal Church",
    description:
      'A historic Tucson congregation near the university, with a courtyard for outdoor screenings under desert skies.',
    address: '545 South Fifth Avenue',
    city: 'Tucson',
    state: 'AZ',
    zipCode: '85701',
    phone: '(520) 555-0149',
    email: 'office@standrewstucson.example.org',
    website: 'https://standrewstucson.example.org',
    denomination: 'Episcopal',
    capacity: 260,
    amenities: ['Outdoor Space', 'Projector', 'Accessible Restrooms', 'Public Transit Access'],
    facade: 'adobe',
    timezone: 'America/Phoenix',
    joinedDaysAgo: 140,
    subscription: 'past_due',
  },
  {
    name: 'Harbor Light Anglican Church',
    description:
      'Near the San Diego waterfront: morning prayer, evening song and the World Cup on a projector the size of a sail.',
    address: '1420 Kettner Boulevard',
    city: 'San Diego',
    state: 'CA',
    zipCode: '92101',
    phone: '(619) 555-0193',
    email: 'hello@harborlightanglican.example.org',
    website: 'https://harborlightanglican.example.org',
    denomination: 'Other',
    capacity: 240,
    amenities: ['Projector', 'Sound System', 'Coffee Bar', 'Public Transit Access', 'Free Wi-Fi'],
    facade: 'chapel',
    timezone: 'America/Los_Angeles',
    joinedDaysAgo: 70,
    subscription: 'active',
  },
  {
    name: 'Westside Church of Christ',
    description:
      'A cappella worship and a big family feel in midtown Sacramento. Kings games are a congregation-wide event.',
    address: '2700 J Street',
    city: 'Sacramento',
    state: 'CA',
    zipCode: '95816',
    phone: '(916) 555-0138',
    email: 'office@westsidecoc.example.org',
    website: 'https://westsidecoc.example.org',
    denomination: 'Church of Christ',
    capacity: 320,
    amenities: ['Parking', 'Fellowship Hall', 'Big Screen TV', 'Kitchen', 'Wheelchair Accessible'],
    facade: 'brick',
    timezone: 'America/Los_Angeles',
    joinedDaysAgo: 110,
    subscription: 'canceled',
    canceledDaysAgo: 10,
  },
];
