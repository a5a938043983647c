-- 1,000,000 visitors and ~10,000,000 actions with a realistic spread, set-based (generate_series).
-- 40% of visitors left an e-mail (webinar sign-up), 3 in 4 of them confirmed their consent, 2% purchased (spread over
-- the year), ~1% unsubscribed; last visits skewed towards recent days; actions per visitor vary 1..19 (mean 10),
-- mostly page views, plus an email_signup per sign-up and a purchase per purchase; campaign sends with opens and clicks.
SET synchronous_commit = off;
SET work_mem = '256MB';
SET maintenance_work_mem = '512MB';

INSERT INTO visitors (email, "sessionId", "landingPage", "utmSource", "utmMedium", "utmCampaign", referrer,
                      "hasShownInterest", "hasPurchased", "purchasedAt", "unsubscribedAt", "consentGivenAt",
                      "consentConfirmedAt", "lastVisitedAt", "createdAt")
SELECT CASE WHEN g % 10 < 4 THEN 'visitor' || g || '@example.test' END,
       'bench-' || g,
       (ARRAY['/', '/fix-flip', '/', '/student-login'])[1 + g % 4],
       (ARRAY['google', 'facebook', NULL, 'newsletter', NULL])[1 + g % 5],
       (ARRAY['cpc', 'social', NULL, 'email', NULL])[1 + g % 5],
       (ARRAY['spring', 'fall-webinar', NULL, 'weekly', NULL, 'retarget'])[1 + g % 6],
       (ARRAY['https://www.google.com/', 'https://www.facebook.com/', NULL, NULL])[1 + g % 4],
       g % 10 < 4,
       g % 50 = 0,
       CASE WHEN g % 50 = 0 THEN now() - random() * interval '365 days' END,
       CASE WHEN g % 97 = 0 THEN now() - interval '1 day' END,
       CASE WHEN g % 10 < 4 THEN now() - interval '400 days' + (g::float / 1000000) * interval '390 days' END,
       CASE WHEN g % 10 < 3 THEN now() - interval '400 days' + (g::float / 1000000) * interval '390 days' END,
       now() - (random() ^ 3) * interval '365 days',
       now() - interval '400 days' + (g::float / 1000000) * interval '395 days'
  FROM generate_series(1, 1000000) AS g;

INSERT INTO visitor_actions ("visitorId", action, "actionData", "createdAt")
SELECT v.id,
       (CASE WHEN k % 10 < 7 THEN 'page_view' WHEN k % 10 = 7 THEN 'video_watch' WHEN k % 10 = 8 THEN 'enroll_click' ELSE 'form_submit' END)::visitor_action_type,
       jsonb_build_object('page', '/', 'timestamp', v."lastVisitedAt"),
       v."lastVisitedAt" - (k * interval '37 minutes')
  FROM (SELECT id, "lastVisitedAt", row_number() OVER () AS rn FROM visitors) AS v,
       LATERAL generate_series(1, 1 + (v.rn % 19)::int) AS k;

-- Sign-ups and purchases as the app records them.
INSERT INTO visitor_actions ("visitorId", action, "actionData", "createdAt")
SELECT id, 'email_signup', '{"form": "webinar"}', "consentGivenAt" FROM visitors WHERE "consentGivenAt" IS NOT NULL;
INSERT INTO visitor_actions ("visitorId", action, "actionData", "createdAt")
SELECT id, 'purchase', '{}', "purchasedAt" FROM visitors WHERE "purchasedAt" IS NOT NULL;

INSERT INTO email_campaigns (name, subject, "htmlContent", "sendAfterHours", "isActive")
VALUES ('1h follow-up', 'Still thinking?', '<p>Hi</p>', 1, true),
       ('24h follow-up', 'A day later', '<p>Hi</p>', 24, true),
       ('72h follow-up', 'Three days later', '<p>Hi</p>', 72, true);

-- Half of the 24h campaign already sent, so its NOT EXISTS check has real work to do.
INSERT INTO email_sends ("campaignId", "visitorId", status, "sentAt", "openedAt", "clickedAt", "createdAt")
SELECT c.id, v.id, 'sent', v.t, CASE WHEN v.n % 3 = 0 THEN v.t + interval '1 hour' END,
       CASE WHEN v.n % 9 = 0 THEN v.t + interval '2 hours' END, v.t
  FROM email_campaigns c,
       (SELECT id, "consentConfirmedAt" + interval '1 day' AS t, row_number() OVER () AS n FROM visitors
         WHERE "consentConfirmedAt" IS NOT NULL AND "sessionId" ~ '[02468]$') v
 WHERE c."sendAfterHours" = 24;
