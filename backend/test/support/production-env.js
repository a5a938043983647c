'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
exports.PRODUCTION_ADDRESSES = void 0;
exports.PRODUCTION_ADDRESSES = {
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
//# sourceMappingURL=production-env.js.map
