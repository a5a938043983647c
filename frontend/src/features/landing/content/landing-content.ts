/** Static copy of the landing page (spec 1 §2, §3, §9). */

export const PROGRAM_PARTS = [
  {
    part: 'PART ONE',
    title: 'Find Investor Deals',
    text: 'Learn where investors look for properties and how to bring them opportunities before they hit the open market.',
    points: [
      'Off-market and distressed property sourcing',
      'Analyzing flips and rentals in minutes',
      'Presenting deals investors say yes to',
    ],
  },
  {
    part: 'PART TWO',
    title: 'Earn Your Commission',
    text: 'Turn one-off buyers into repeat investor clients with scripts, systems and a referral network that grows itself.',
    points: [
      'Investor outreach without cold calling',
      'Structuring offers and fast closings',
      'Building a repeat-client referral network',
    ],
  },
  {
    part: 'PART THREE',
    title: 'The Deal Guarantee',
    text: 'Follow the program and put it to work: we stand behind it with support until you close your first investor deal.',
    points: [
      'Step-by-step plan to your first deal',
      'Coaching and deal reviews from mentors',
      '30-day money-back guarantee',
    ],
  },
] as const;

export const ABOUT_STATS = [
  { value: '500+', label: 'Deals Closed' },
  { value: '$50M+', label: 'Volume' },
  { value: '1000+', label: 'Students' },
  { value: '95%', label: 'Success Rate' },
] as const;

export const TESTIMONIALS = [
  {
    name: 'Jessica Alvarez',
    role: 'Realtor, Denver CO',
    initials: 'JA',
    content:
      'The investor scripts alone paid for the course. I closed two flips for the same client in my first quarter.',
  },
  {
    name: 'Kevin Patel',
    role: 'Broker Associate, Dallas TX',
    initials: 'KP',
    content: 'Clear, practical and built for working agents. I finally have a niche that brings in repeat business.',
  },
  {
    name: 'Monica Reyes',
    role: 'New Agent, Orlando FL',
    initials: 'MR',
    content: 'I had no experience with investors. Within two months I had a buyer list and my first investor closing.',
  },
] as const;

export const FAQ_ITEMS = [
  {
    question: 'What is the Investor Agent Certification program?',
    answer:
      'An online certification course that teaches licensed real-estate agents how to find investor deals, work with investor clients and earn repeat commissions — without cold calling.',
  },
  {
    question: 'How long does the program take?',
    answer:
      'Most agents complete the course in 4-8 weeks at their own pace. Lessons are short, so they fit around your listings and showings.',
  },
  {
    question: 'Do I need prior investing experience?',
    answer:
      'No prior experience is required. The course starts from the basics of investor deals and builds up step by step.',
  },
  {
    question: 'What support will I get?',
    answer:
      'You get answers from our support team by e-mail, live Q&A sessions, deal reviews with mentors and a community of agents going through the same program.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer:
      'Yes. If the course is not right for you, ask for a refund within 30 days of purchase and we will refund you in full.',
  },
  {
    question: 'Can I take the course on my phone?',
    answer: 'Yes. Every lesson, worksheet and tool works on phones and tablets as well as on your computer.',
  },
  {
    question: 'What is included?',
    answer:
      'Video lessons, deal-analysis tools (including the Fix & Flip Analyzer), scripts and objection handlers, templates, recordings of live trainings and your certification.',
  },
  {
    question: 'How soon can I close my first investor deal?',
    answer: 'Students who follow the plan typically close their first investor deal in 30-60 days.',
  },
  {
    question: 'Do I need to move my license to another brokerage?',
    answer: 'No. You keep your license where it is; the program works with any brokerage.',
  },
] as const;

export const MEDIA_LOGOS = [
  { name: 'Realty Today', description: 'Industry news' },
  { name: 'Agent Weekly', description: 'Podcast feature' },
  { name: 'The Investor Journal', description: 'Market column' },
  { name: 'HomeBiz Radio', description: 'Interview' },
] as const;

export const ENROLL_INCLUDES = [
  'All three parts of the certification course',
  'Fix & Flip Analyzer and investor deal tools',
  'Scripts, objection handlers and templates',
  'Live Q&A recordings and mentor deal reviews',
  'Investor Agent certificate on completion',
  '30-day money-back guarantee',
] as const;

export const BOOKING_POINTS = [
  'Review your market and current business',
  'See whether investor clients fit your goals',
  'Get a personal plan for your first investor deal',
] as const;
