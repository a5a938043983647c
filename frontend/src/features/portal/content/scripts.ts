/** Built-in call scripts (spec 2 §3): 2 for sellers, 1 each for buyers, agents and contractors. */
export interface Objection {
  objection: string;
  response: string;
}

export interface CallScript {
  title: string;
  scenario: string;
  script: string;
  objections: Objection[];
}

export type Audience = 'Sellers' | 'Buyers' | 'Agents' | 'Contractors';

export const SCRIPTS: Record<Audience, CallScript[]> = {
  Sellers: [
    {
      title: 'Motivated Seller Cold Call',
      scenario: 'First call to an owner from a driving-for-dollars or absentee-owner list.',
      script: `Hi, is this [Seller Name]? My name is [Your Name], I'm a local investor here in [City]. I'm calling about the property on [Street]. Would you consider an offer on it if the price and terms worked for you?

[If yes] Great. Can you tell me a little about the house — how many bedrooms and baths, and what kind of shape is it in?
What's got you thinking about selling? And what's your timeline?

Here's how I work: I buy as-is, so no repairs, no showings and no agent commissions. I can get you a written offer within 30 days — usually much sooner — and we can close in as little as 7-14 days, or on whatever date suits you.

If we could agree on a fair number, is there anything else that would keep you from moving forward?`,
      objections: [
        {
          objection: 'Your offer is too low.',
          response:
            'I understand. My offer reflects the repairs, holding costs and the risk I take on. The trade-off is speed and certainty: no repairs, no commissions, and a 7-14 day closing. What number would make this work for you?',
        },
        {
          objection: 'I need to think about it.',
          response:
            "Of course — it's a big decision. What part would you like to think over? My written offer stays good for 30 days, so you have time, and I'm happy to answer anything in the meantime.",
        },
        {
          objection: "I'm going to list it with an agent.",
          response:
            'That can be a good route. Just compare the net: after commissions, repairs, months of showings and carrying costs, many sellers find a fast cash sale nets about the same. Can I send you my offer so you have both options side by side?',
        },
      ],
    },
    {
      title: 'Inherited Property Follow-Up',
      scenario: 'Follow-up with an heir who has inherited a house they do not plan to keep.',
      script: `Hi [Seller Name], this is [Your Name] — we spoke a few weeks ago about your family's house on [Street]. I'm sorry again for your loss.

I wanted to check in and see where things stand. Have you and the family decided what you'd like to do with the property?

A lot of families I work with don't want to deal with clearing it out, repairs or a long sale. I can buy it as-is, contents included, and work around the probate timeline. I'll put a written offer in your hands within 30 days, and once everyone is ready we can close in 7-14 days.

Would it help if I walked through the house this week so I can give you a real number?`,
      objections: [
        {
          objection: 'The estate is still in probate.',
          response:
            "That's very common. We can sign an agreement that's subject to probate approval, and I'll work with your attorney so closing happens as soon as the court allows.",
        },
        {
          objection: 'My siblings do not agree yet.',
          response:
            "I understand. I'm happy to talk with everyone together so they hear the same offer and can ask questions. A clear written offer often makes the family decision easier.",
        },
        {
          objection: 'The house is full of belongings.',
          response:
            "You don't need to empty it. Take what matters to you, and I'll handle everything left behind as part of the purchase.",
        },
      ],
    },
  ],
  Buyers: [
    {
      title: 'Cash Buyer Qualification Call',
      scenario: 'Building your buyers list: qualify an investor who responded to a deal post.',
      script: `Hi [Buyer Name], this is [Your Name]. Thanks for reaching out about the property on [Street]. Before I send details, can I ask a few quick questions so I only send you deals that fit?

Which areas do you buy in, and what type of properties — single-family, small multifamily?
Do you prefer light cosmetic flips or heavy rehabs? What's your price range?
How are you funding purchases — cash, hard money or private lenders?
How quickly can you close? Most of my deals close in 7-14 days.

Great. I'll add you to my list and send this one over now with photos, numbers and the showing time.`,
      objections: [
        {
          objection: 'Your price is too high.',
          response:
            "Let's walk the numbers together: ARV comps, repair estimate and your profit target. If the spread doesn't work for you, tell me your number — I'd rather know your buy box than waste your time.",
        },
        {
          objection: 'I need proof of the ARV.',
          response:
            "Absolutely. I'll send the three closest sold comps from the last six months, plus my repair scope, so you can verify everything yourself.",
        },
      ],
    },
  ],
  Agents: [
    {
      title: 'Agent Partnership Introduction',
      scenario: 'Introduce yourself to a listing agent who handles distressed or estate listings.',
      script: `Hi [Agent Name], my name is [Your Name]. I'm an investor buying in [Area], and I noticed you handle a lot of estate and as-is listings.

I'm looking for an agent I can work with long term. I close with cash or hard money, I don't ask for repairs, and I can close in 7-14 days. On listings that need work, I can send you an offer the same day you send me the address.

I'm also happy to list the properties I renovate with you after the rehab. Would you be open to sending me off-market or price-reduced listings that fit?`,
      objections: [
        {
          objection: 'My sellers want retail buyers.',
          response:
            "Totally fair. I'm the backup for the houses retail buyers won't finance — the ones with condition issues. When a listing sits, a clean cash offer with a 7-14 day close can help your seller.",
        },
        {
          objection: 'Investors always lowball.',
          response:
            "I show my math: comps, repair scope and costs. If the numbers support a higher price, I'll pay it. I want sellers and agents to want to work with me again.",
        },
      ],
    },
  ],
  Contractors: [
    {
      title: 'Contractor Bid Walkthrough',
      scenario: 'Invite a general contractor to bid on a rehab and set expectations.',
      script: `Hi [Contractor Name], this is [Your Name]. I'm a local investor with a house on [Street] that needs a [light/medium/heavy] rehab, and I'm lining up bids.

Could you walk the property with me this week? I'll have a written scope of work ready: kitchen, baths, flooring, paint and any mechanical items we find.

I pay by draw as milestones are completed and inspected, and I have more projects coming, so I'm looking for someone I can keep busy. What's your availability to start, and how long do you expect a job like this to take?`,
      objections: [
        {
          objection: 'I need a big deposit up front.',
          response:
            'I understand materials cost money. I can cover materials for the first phase directly or pay a small mobilization draw; after that, payments follow completed milestones.',
        },
        {
          objection: "I can't commit to a timeline.",
          response:
            "Holding costs make timing important for me. Let's agree on a realistic schedule together and build it into the contract, with a small bonus for finishing on time.",
        },
      ],
    },
  ],
};
