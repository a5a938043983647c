/** The outbound addresses a production deployment must set for real (start-up refuses the placeholders). */
export const PRODUCTION_ADDRESSES = {
  APP_URL: 'https://investoragent.academy',
  MAIL_FROM: 'Investor Agent Course <hello@investoragent.academy>',
  COURSE_CHECKOUT_URL: 'https://investoragent.thinkific.com/order?ct=abc',
  WEBINAR_URL: 'https://investoragent.academy/webinar',
  SCHEDULING_URL: 'https://calendly.com/investoragent/15min',
  SUPPORT_EMAIL: 'support@investoragent.academy',
  THINKIFIC_PORTAL_URL: 'https://investoragent.thinkific.com',
  ADMIN_EMAIL: 'owner@investoragent.academy',
  COMPANY_POSTAL_ADDRESS: '500 Congress Ave, Suite 200, Austin, TX 78701',
};
