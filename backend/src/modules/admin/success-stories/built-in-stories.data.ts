import type { CreateSuccessStoryDto } from './dto/success-story-input.dto';

/**
 * The 8 built-in stories a new installation shows (seeded once, then managed in the admin area).
 * Tags are chosen so every filter chip of the landing page (Quick Success, New Agent, Network Growth,
 * Income Growth, Fast Results) matches several stories by case-insensitive substring.
 */
export const BUILT_IN_STORIES: CreateSuccessStoryDto[] = [
  {
    title: 'From zero investor clients to a $410K flip in 6 weeks',
    studentName: 'Sarah Mitchell',
    studentInitials: 'SM',
    studentRole: 'Residential Agent, 2 years licensed',
    studentLocation: 'Phoenix, AZ',
    beforeStory:
      'Sarah worked open houses every weekend and had never represented an investor. Her pipeline was all first-time buyers who took months to close.',
    afterStory:
      'Using the deal-finding scripts from Part One, she brought an off-market duplex to a local flipper in ' +
      'her fourth week and closed it two weeks later. That investor has since bought two more through her.',
    testimonialQuote:
      'I stopped waiting for buyers to find me. One investor relationship replaced a whole season of open houses.',
    dealDetails: {
      'Purchase Price': '$410,000',
      Commission: '$12,300',
      'Time to Close': '6 weeks',
      'Deal Type': 'Fix & Flip',
    },
    tags: ['Quick Success', 'New Agent', 'Fast Results'],
    isFeatured: true,
    sortOrder: 1,
  },
  {
    title: 'Built a 14-investor network and doubled annual income',
    studentName: 'Marcus Johnson',
    studentInitials: 'MJ',
    studentRole: 'Broker Associate',
    studentLocation: 'Atlanta, GA',
    beforeStory:
      'Marcus had a steady retail business but his income had been flat for three years, and every new client came from cold calls he hated making.',
    afterStory:
      'He applied the investor-networking system from Part Two, hosted a monthly meetup and now works with ' +
      '14 active investors who send him repeat business and referrals.',
    testimonialQuote:
      'The course gave me a repeatable way to meet investors. My calendar fills itself now, and my income doubled in a year.',
    dealDetails: { 'Active Investors': '14', 'Deals Closed': '11 in 12 months', 'Income Change': '+104%' },
    tags: ['Income Growth', 'Network Growth'],
    isFeatured: true,
    sortOrder: 2,
  },
  {
    title: 'First investor deal 45 days after getting licensed',
    studentName: 'Priya Raman',
    studentInitials: 'PR',
    studentRole: 'New Agent',
    studentLocation: 'Austin, TX',
    beforeStory:
      'Priya passed her licensing exam with no sphere of influence in a new city and no idea how to compete with established agents.',
    afterStory:
      'She used the analyzer and offer templates to present a small rental to a buy-and-hold investor, ' +
      'closing her very first transaction 45 days after licensing.',
    testimonialQuote:
      'I had no contacts and no track record. The step-by-step plan got me a closed deal before my first broker review.',
    dealDetails: { 'Purchase Price': '$265,000', Commission: '$7,950', 'Days Licensed': '45' },
    tags: ['new agent', 'quick success'],
    isFeatured: true,
    sortOrder: 3,
  },
  {
    title: 'Three investor closings in one month',
    studentName: 'David Chen',
    studentInitials: 'DC',
    studentRole: 'Team Lead',
    studentLocation: 'Sacramento, CA',
    beforeStory:
      'David ran a small team that relied on online leads. Margins were shrinking and the team had never sold to investors.',
    afterStory:
      'After training his team on the investor pitch and deal guarantee approach, they closed three ' +
      'investor purchases in a single month and now have a dedicated investor desk.',
    testimonialQuote:
      'Investors move faster than any retail buyer I have worked with. Three closings in thirty days changed how my team works.',
    dealDetails: { 'Deals Closed': '3 in 30 days', 'Combined Volume': '$1.2M', 'Team Size': '5 agents' },
    tags: ['Network Growth', 'Income Growth', 'Fast Results'],
    sortOrder: 4,
  },
  {
    title: 'An off-market wholesale deal closed in 19 days',
    studentName: 'Amanda Foster',
    studentInitials: 'AF',
    studentRole: 'Part-time Agent',
    studentLocation: 'Columbus, OH',
    beforeStory:
      'Amanda sold real estate part-time around a full-time job and could only work evenings, so long retail escrows rarely fit her schedule.',
    afterStory:
      'She found a distressed property through the driving-for-dollars module, matched it to a cash buyer from her new investor list and closed in 19 days.',
    testimonialQuote:
      'Cash investors close on their own timeline, not the bank’s. I made more in 19 days than in my previous three months.',
    dealDetails: { 'Purchase Price': '$148,000', 'Time to Close': '19 days', Financing: 'Cash' },
    tags: ['Fast Results', 'Quick Success'],
    sortOrder: 5,
  },
  {
    title: 'From $60K to $165K a year working with investors',
    studentName: 'Robert Williams',
    studentInitials: 'RW',
    studentRole: 'Realtor, 8 years licensed',
    studentLocation: 'Charlotte, NC',
    beforeStory:
      'Robert was an experienced agent stuck around $60K a year, competing on commission with discount brokerages for every listing.',
    afterStory:
      'He repositioned as the investor-friendly agent in his market, built relationships with four ' +
      'landlords and a fix-and-flip group, and reached $165K the following year.',
    testimonialQuote:
      'I stopped competing on price. Investors value speed and numbers, and that is exactly what the course taught me to deliver.',
    dealDetails: { 'Income Before': '$60,000 / year', 'Income After': '$165,000 / year', 'Repeat Clients': '5' },
    tags: ['Income Growth', 'Network Growth'],
    sortOrder: 6,
  },
  {
    title: 'A new agent’s first flip client within 30 days',
    studentName: 'Tanya Brooks',
    studentInitials: 'TB',
    studentRole: 'New Agent',
    studentLocation: 'Tampa, FL',
    beforeStory:
      'Tanya joined a large brokerage straight out of licensing school and was told to expect six months before her first closing.',
    afterStory:
      'She used the investor outreach scripts to land a flipper as her first client in under 30 days and has represented him on two purchases since.',
    testimonialQuote:
      'Everyone told me to be patient. The course showed me where the deals were, and I had a client in my first month.',
    dealDetails: { 'First Client': 'Day 27', 'Purchase Price': '$212,000', Commission: '$6,360' },
    tags: ['New Agent', 'fast results'],
    sortOrder: 7,
  },
  {
    title: 'Turned one investor into a referral network of twenty',
    studentName: 'Luis Ortega',
    studentInitials: 'LO',
    studentRole: 'Independent Broker',
    studentLocation: 'San Antonio, TX',
    beforeStory:
      'Luis had one investor client who bought occasionally and no system for meeting more, so his business swung wildly from month to month.',
    afterStory:
      'Following the referral framework of Part Two, his first investor introduced him to a local ' +
      'investment club. He now serves twenty investors and closed his first deal with the club in two ' +
      'weeks.',
    testimonialQuote: 'One good investor knows ten more. The course taught me how to earn those introductions.',
    dealDetails: { 'Investors in Network': '20', 'First Club Deal': '2 weeks', 'Annual Volume': '$3.4M' },
    tags: ['Network Growth', 'Income Growth', 'Quick Success'],
    sortOrder: 8,
  },
];
