/** When the site asks before keeping a persistent visitor id. */
export const CONSENT_MODES = ['always', 'eu', 'never'] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];
/** Until an admin chooses otherwise, every visitor is asked (the banner) before a visitor id is kept. */
export const DEFAULT_CONSENT_MODE: ConsentMode = 'always';

export const PRIVACY_SETTING = 'site.privacy';
export const PRIVACY_POLICY_MAX_CHARS = 50_000;

/** The EU's 27 members, the EEA's three, Switzerland and the UK (ISO 3166 alpha-2; Greece also as EL). */
export const EU_UK_COUNTRIES = new Set(
  ('AT BE BG HR CY CZ DK EE FI FR DE GR EL HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE ' + 'IS LI NO CH GB UK').split(
    ' ',
  ),
);

/** The privacy policy until an admin writes one: what is collected and why (paragraphs, blank-line separated). */
export const DEFAULT_PRIVACY_POLICY = [
  'Privacy policy',
  'This site belongs to the Investor Agent Course. This page says what we collect when you visit it or ' +
    'sign up, and why.',
  'Visits\nWithout your consent we count visits without storing anything in your browser. We keep one ' +
    'anonymous daily count per visitor: a one-way hash of your IP address and browser, made with a random' +
    " value that changes every day and is then discarded, so the count can't be traced back to you or " +
    'followed from one day to the next. We also note the page you arrived on, the site that sent you and ' +
    'the campaign tags in the link.',
  "With your consent (the banner's Accept button, or the consent box of the webinar sign-up) your " +
    'browser keeps a random visitor id, and we record the pages you visit and the links you click on this' +
    ' site, with the campaign that first brought you here, to see which of our messages are useful. We ' +
    "store your IP address only cut to its network (the last part removed) and your browser's name. You " +
    'can decline, and the site works the same.',
  'Sign-ups\nWhen you sign up for the webinar we keep your name, e-mail address and phone number, and, ' +
    'if you ticked the box, your consent to training e-mails, with its time and the words you agreed to. ' +
    'We send training e-mails only after you confirm your address from the e-mail we send you. Every ' +
    'e-mail has a link to unsubscribe.',
  "Students\nStudents' accounts, course progress and the deals they analyze are kept to provide the " + 'course.',
  'How long\nVisits and actions of people who never signed up or bought are deleted after 13 months; ' +
    'the monthly totals stay.',
  'Your rights\nYou can ask us for a copy of everything we hold about your e-mail address, or to erase ' +
    'it: write to our support address. After an erasure we keep only a note that the address must not be ' +
    'mailed again.',
].join('\n\n');
