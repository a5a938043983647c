-- 1,000,000 visitors and ~10,000,000 actions with a realistic spread, set-based (generate_series).
-- 40% of visitors left an e-mail, 2% purchased, ~1% unsubscribed; last visits skewed towards recent days;
-- actions per visitor vary 1..19 (mean 10), mostly page views.
SET synchronous_commit = off;
SET work_mem = '256MB';
SET maintenance_work_mem = '512MB';

INSERT INTO visitors (email, "sessionId", "landingPage", "utmSource", "hasShownInterest", "hasPurchased", "unsubscribedAt", "lastVisitedAt", "createdAt")
SELECT CASE WHEN g % 10 < 4 THEN 'visitor' || g || '@example.test' END,
       'bench-' || g,
       (ARRAY['/', '/fix-flip', '/', '/student-login'])[1 + g % 4],
       (ARRAY['google', 'facebook', NULL, 'newsletter', NULL])[1 + g % 5],
       g % 7 = 0,
       g % 50 = 0,
       CASE WHEN g % 97 = 0 THEN now() - interval '1 day' END,
       now() - (random() ^ 3) * interval '365 days',
       now() - interval '400 days' + (g::float / 1000000) * interval '30 days'
  FROM generate_series(1, 1000000) AS g;

INSERT INTO visitor_actions ("visitorId", action, "actionData", "createdAt")
SELECT v.id,
       (CASE WHEN k % 10 < 7 THEN 'page_view' WHEN k % 10 = 7 THEN 'video_watch' WHEN k % 10 = 8 THEN 'enroll_click' ELSE 'form_submit' END)::visitor_action_type,
       jsonb_build_object('page', '/', 'timestamp', v."lastVisitedAt"),
       v."lastVisitedAt" - (k * interval '37 minutes')
  FROM (SELECT id, "lastVisitedAt", row_number() OVER () AS rn FROM visitors) AS v,
       LATERAL generate_series(1, 1 + (v.rn % 19)::int) AS k;

INSERT INTO email_campaigns (name, subject, "htmlContent", "sendAfterHours", "isActive")
VALUES ('1h follow-up', 'Still thinking?', '<p>Hi</p>', 1, true),
       ('24h follow-up', 'A day later', '<p>Hi</p>', 24, true),
       ('72h follow-up', 'Three days later', '<p>Hi</p>', 72, true);

-- Half of the 24h campaign already sent, so its NOT EXISTS check has real work to do.
INSERT INTO email_sends ("campaignId", "visitorId", status, "sentAt")
SELECT c.id, v.id, 'sent', now() - interval '2 days'
  FROM email_campaigns c, visitors v
 WHERE c."sendAfterHours" = 24 AND v.email IS NOT NULL AND v."sessionId" ~ '[02468]$';
