import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795304003638 implements MigrationInterface {
  name = 'InitialSchema1795304003638';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "integration_settings" ("key" character varying(100) NOT NULL, "value" jsonb NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_873070a57186820fb23e9323f22" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "visitors" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "email" character varying(254), "firstName" character varying(100), "lastName" character varying(100), "phoneNumber" character varying(32), "sessionId" character varying(128) NOT NULL, "ipAddress" character varying(64), "userAgent" text, "referrer" text, "landingPage" text NOT NULL DEFAULT '/', "utmSource" character varying(255), "utmMedium" character varying(255), "utmCampaign" character varying(255), "utmContent" character varying(255), "utmTerm" character varying(255), "hasShownInterest" boolean NOT NULL DEFAULT false, "hasPurchased" boolean NOT NULL DEFAULT false, "unsubscribedAt" TIMESTAMP WITH TIME ZONE, "contactSyncedAt" TIMESTAMP WITH TIME ZONE, "lastVisitedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d0fd6e34a516c2bb3bbec71abde" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_visitors_email" ON "visitors" ("email") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_visitors_session_id" ON "visitors" ("sessionId") `);
    await queryRunner.query(`CREATE INDEX "idx_visitors_last_visited_at" ON "visitors" ("lastVisitedAt") `);
    await queryRunner.query(
      `CREATE TYPE "public"."visitor_action_type" AS ENUM('page_view', 'video_watch', 'form_submit', 'enroll_click', 'purchase', 'email_signup')`,
    );
    await queryRunner.query(
      `CREATE TABLE "visitor_actions" ("id" BIGSERIAL NOT NULL, "visitorId" uuid NOT NULL, "action" "public"."visitor_action_type" NOT NULL, "actionData" jsonb NOT NULL DEFAULT '{}', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0c54265cfacef1f0b4aa46a9df7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_visitor_actions_visitor_time" ON "visitor_actions" ("visitorId", "createdAt") `,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."webhook_event_status" AS ENUM('received', 'processed', 'ignored', 'failed')`,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_events" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "provider" character varying(30) NOT NULL DEFAULT 'thinkific', "eventId" character varying(100) NOT NULL, "topic" character varying(100) NOT NULL, "payload" jsonb NOT NULL, "status" "public"."webhook_event_status" NOT NULL DEFAULT 'received', "attempts" integer NOT NULL DEFAULT '0', "lastError" text, "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "processedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "uq_webhook_events_provider_event" UNIQUE ("provider", "eventId"), CONSTRAINT "PK_4cba37e6a0acb5e1fc49c34ebfd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_webhook_events_status" ON "webhook_events" ("status") `);
    await queryRunner.query(`CREATE TYPE "public"."user_type" AS ENUM('admin', 'student')`);
    await queryRunner.query(`CREATE TYPE "public"."enrollment_status" AS ENUM('active', 'inactive', 'suspended')`);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "username" character varying(64) NOT NULL, "email" character varying(254), "password" character varying(255) NOT NULL, "firstName" character varying(100), "lastName" character varying(100), "userType" "public"."user_type" NOT NULL DEFAULT 'student', "enrollmentStatus" "public"."enrollment_status" NOT NULL DEFAULT 'active', "thinkificUserId" character varying(64), "passwordResetToken" character varying(128), "passwordResetExpires" TIMESTAMP WITH TIME ZONE, "enrolledAt" TIMESTAMP WITH TIME ZONE, "lastLoginAt" TIMESTAMP WITH TIME ZONE, "credentialsSentAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_users_username" ON "users" ("username") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_users_email" ON "users" ("email") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_users_thinkific_user_id" ON "users" ("thinkificUserId") `);
    await queryRunner.query(
      `CREATE TABLE "courses" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "thinkificCourseId" character varying(64) NOT NULL, "name" character varying(300) NOT NULL, "description" text, "slug" character varying(300), "category" character varying(100), "instructorName" character varying(200), "duration" character varying(50), "lessonsCount" integer, "isActive" boolean NOT NULL DEFAULT true, "rawData" jsonb, "lastSyncedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_3f70a487cc718ad8eda4e6d58c9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_courses_thinkific_id" ON "courses" ("thinkificCourseId") `);
    await queryRunner.query(
      `CREATE TABLE "enrollments" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "thinkificEnrollmentId" character varying(64) NOT NULL, "userId" uuid, "thinkificUserId" character varying(64), "courseId" uuid NOT NULL, "enrollmentStatus" character varying(32) NOT NULL DEFAULT 'active', "percentageCompleted" numeric(5,2) NOT NULL DEFAULT '0', "lastPercentageCompleted" numeric(5,2), "startedAt" TIMESTAMP WITH TIME ZONE, "completedAt" TIMESTAMP WITH TIME ZONE, "activatedAt" TIMESTAMP WITH TIME ZONE, "expiresAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_7c0f752f9fb68bf6ed7367ab00f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_enrollments_thinkific_id" ON "enrollments" ("thinkificEnrollmentId") `,
    );
    await queryRunner.query(`CREATE INDEX "idx_enrollments_user" ON "enrollments" ("userId") `);
    await queryRunner.query(`CREATE INDEX "idx_enrollments_course" ON "enrollments" ("courseId") `);
    await queryRunner.query(
      `CREATE TABLE "progress_updates" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "webhookId" character varying(100) NOT NULL, "enrollmentId" uuid NOT NULL, "percentageCompleted" numeric(5,2) NOT NULL, "lastPercentageCompleted" numeric(5,2), "progressDelta" numeric(5,2) NOT NULL DEFAULT '0', "progressMilestone" smallint, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_180f6781848cb83b31c3deb131b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_progress_updates_webhook" ON "progress_updates" ("webhookId") `);
    await queryRunner.query(`CREATE INDEX "idx_progress_updates_enrollment" ON "progress_updates" ("enrollmentId") `);
    await queryRunner.query(
      `CREATE TABLE "lessons" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "thinkificLessonId" character varying(64) NOT NULL, "courseId" uuid, "name" character varying(300) NOT NULL, "description" text, "lessonType" character varying(50), "chapterId" character varying(64), "chapterName" character varying(300), "position" integer, "duration" character varying(50), CONSTRAINT "PK_9b9a8d455cac672d262d7275730" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_lessons_thinkific_id" ON "lessons" ("thinkificLessonId") `);
    await queryRunner.query(`CREATE INDEX "idx_lessons_course" ON "lessons" ("courseId") `);
    await queryRunner.query(
      `CREATE TABLE "lesson_completions" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "webhookId" character varying(100) NOT NULL, "userId" uuid, "enrollmentId" uuid, "lessonId" uuid, "courseId" uuid, "chapterId" character varying(64), "chapterName" character varying(300), "lessonName" character varying(300), "lessonType" character varying(50), "lessonPosition" integer, "completedAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_2e5c1e7d0882eafd013035f5430" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_lesson_completions_webhook" ON "lesson_completions" ("webhookId") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_lesson_completions_user" ON "lesson_completions" ("userId", "completedAt") `,
    );
    await queryRunner.query(
      `CREATE TABLE "student_deals" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "userId" uuid NOT NULL, "dealName" character varying(200) NOT NULL, "propertyAddress" character varying(500), "dealType" character varying(50), "purchasePrice" numeric(14,2), "salePrice" numeric(14,2), "monthlyRent" numeric(14,2), "rehabCost" numeric(14,2), "totalProfit" numeric(14,2), "roi" numeric(6,2), "capRate" numeric(6,2), "dealStatus" character varying(32) NOT NULL DEFAULT 'in_progress', "dealData" jsonb, "notes" text, CONSTRAINT "PK_ec592e6be672e31bea57b9d7891" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_student_deals_user" ON "student_deals" ("userId") `);
    await queryRunner.query(
      `CREATE TABLE "achievements" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" character varying(200) NOT NULL, "description" text, "badgeIcon" character varying(50), "badgeColor" character varying(30) NOT NULL DEFAULT 'blue', "requirements" jsonb NOT NULL DEFAULT '{}', "pointsValue" integer NOT NULL DEFAULT '0', "isActive" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_1bc19c37c6249f70186f318d71d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "student_achievements" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "userId" uuid NOT NULL, "achievementId" uuid NOT NULL, "earnedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "uq_student_achievements" UNIQUE ("userId", "achievementId"), CONSTRAINT "PK_ed9a48f1a85af58bf62d57b48e4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "course_tools" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" character varying(200) NOT NULL, "description" text, "toolType" character varying(50) NOT NULL, "url" character varying(2048), "fileUrl" character varying(2048), "iconName" character varying(50), "category" character varying(100) NOT NULL, "sortOrder" integer NOT NULL DEFAULT '0', "isActive" boolean NOT NULL DEFAULT true, "requiresLogin" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_191420c2cbbc95bed106628806b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_course_tools_listing" ON "course_tools" ("isActive", "category", "sortOrder") `,
    );
    await queryRunner.query(
      `CREATE TABLE "course_resources" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" character varying(200) NOT NULL, "description" text, "url" character varying(2048) NOT NULL, "resourceType" character varying(50) NOT NULL, "iconName" character varying(50), "category" character varying(100) NOT NULL DEFAULT 'General', "sortOrder" integer NOT NULL DEFAULT '0', "isActive" boolean NOT NULL DEFAULT true, "requiresLogin" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_507049dc482f8148211142994ed" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_course_resources_listing" ON "course_resources" ("isActive", "category", "sortOrder") `,
    );
    await queryRunner.query(
      `CREATE TABLE "course_recordings" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" character varying(200) NOT NULL, "description" text, "videoUrl" character varying(2048) NOT NULL, "thumbnailUrl" character varying(2048), "duration" character varying(50), "category" character varying(100) NOT NULL DEFAULT 'General', "tags" text array NOT NULL DEFAULT '{}', "recordingDate" date, "sortOrder" integer NOT NULL DEFAULT '0', "isActive" boolean NOT NULL DEFAULT true, "requiresLogin" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_ded2674d47654d0c56a8ed0fe1e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_course_recordings_listing" ON "course_recordings" ("isActive", "category", "sortOrder") `,
    );
    await queryRunner.query(
      `CREATE TABLE "student_progress" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "userId" uuid NOT NULL, "courseItemId" character varying(100) NOT NULL, "courseItemType" character varying(50) NOT NULL, "completedAt" TIMESTAMP WITH TIME ZONE, "progressPercent" smallint NOT NULL DEFAULT '0', "timeSpent" integer NOT NULL DEFAULT '0', CONSTRAINT "uq_student_progress_item" UNIQUE ("userId", "courseItemType", "courseItemId"), CONSTRAINT "PK_e7df7ebbbab37cc250594423a38" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."rehab_level" AS ENUM('very_light', 'light', 'medium', 'heavy', 'very_heavy')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."deal_status" AS ENUM('chasing', 'offer_sent', 'countered', 'under_contract', 'pending', 'closed', 'lost')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."loss_reason" AS ENUM('price_too_high', 'condition_worse', 'financing_fell_through', 'better_opportunity', 'seller_chose_other', 'inspection_issues', 'other')`,
    );
    await queryRunner.query(
      `CREATE TABLE "fix_flip_properties" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "userId" uuid, "address" character varying(500) NOT NULL, "city" character varying(100), "state" character varying(50), "zipCode" character varying(20), "county" character varying(100), "squareFeet" integer, "bedrooms" smallint, "bathrooms" numeric(4,1), "lotSize" integer, "rehabLevel" "public"."rehab_level" NOT NULL, "arv" numeric(14,2) NOT NULL, "needsPoolRenovation" boolean NOT NULL DEFAULT false, "renovationCost" numeric(14,2), "closingCosts" numeric(14,2), "agentCommission" numeric(14,2), "taxes" numeric(14,2), "hardMoneyCarryCost" numeric(14,2), "profitTarget" numeric(14,2), "maxBuyPrice" numeric(14,2), "analysisData" jsonb, "status" "public"."deal_status" NOT NULL DEFAULT 'chasing', "lossReason" "public"."loss_reason", "statusUpdatedAt" TIMESTAMP WITH TIME ZONE, "notes" text, CONSTRAINT "chk_fix_flip_properties_lost_reason" CHECK ("status" <> 'lost' OR "lossReason" IS NOT NULL), CONSTRAINT "PK_27a9468a37fc01c66f86fb80c2a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_fix_flip_properties_user_status" ON "fix_flip_properties" ("userId", "status") `,
    );
    await queryRunner.query(
      `CREATE TABLE "deal_status_changes" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "propertyId" uuid NOT NULL, "fromStatus" "public"."deal_status", "toStatus" "public"."deal_status" NOT NULL, "lossReason" "public"."loss_reason", "changedByUserId" uuid, "changedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_df26f88bbbade777afdf24f2e46" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_deal_status_changes_property_time" ON "deal_status_changes" ("propertyId", "changedAt") `,
    );
    await queryRunner.query(
      `CREATE TABLE "videos" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "title" character varying(200) NOT NULL, "description" text, "filename" character varying(255) NOT NULL, "originalName" character varying(255) NOT NULL, "mimeType" character varying(100) NOT NULL, "size" bigint NOT NULL, "isActive" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e4c86c0cf95aff16e9fb8220f6b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_videos_filename" ON "videos" ("filename") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_videos_single_active" ON "videos" ("isActive") WHERE "isActive" = true`,
    );
    await queryRunner.query(
      `CREATE TABLE "email_campaigns" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "subject" character varying(300) NOT NULL, "htmlContent" text NOT NULL, "textContent" text, "isActive" boolean NOT NULL DEFAULT true, "sendAfterHours" integer NOT NULL DEFAULT '24', CONSTRAINT "PK_72bad329795785308e66d562350" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE TYPE "public"."email_send_status" AS ENUM('queued', 'sent', 'failed')`);
    await queryRunner.query(
      `CREATE TABLE "email_sends" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "campaignId" uuid NOT NULL, "visitorId" uuid NOT NULL, "status" "public"."email_send_status" NOT NULL DEFAULT 'queued', "sentAt" TIMESTAMP WITH TIME ZONE, "openedAt" TIMESTAMP WITH TIME ZONE, "clickedAt" TIMESTAMP WITH TIME ZONE, "error" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "uq_email_sends_campaign_visitor" UNIQUE ("campaignId", "visitorId"), CONSTRAINT "PK_ff5a9365310c9246e00dcfd8450" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_email_sends_visitor" ON "email_sends" ("visitorId") `);
    await queryRunner.query(
      `CREATE TABLE "success_stories" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "title" character varying(200) NOT NULL, "studentName" character varying(120) NOT NULL, "studentRole" character varying(120), "studentLocation" character varying(120), "studentInitials" character varying(3) NOT NULL, "beforeStory" text NOT NULL, "afterStory" text NOT NULL, "testimonialQuote" text NOT NULL, "dealDetails" jsonb NOT NULL DEFAULT '{}', "imageUrl" character varying(2048), "videoUrl" character varying(2048), "tags" text array NOT NULL DEFAULT '{}', "isActive" boolean NOT NULL DEFAULT true, "isFeatured" boolean NOT NULL DEFAULT false, "sortOrder" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_941f7b135de20362bbd44d23054" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_success_stories_listing" ON "success_stories" ("isActive", "isFeatured", "sortOrder") `,
    );
    await queryRunner.query(
      `CREATE TABLE "leads" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "firstName" character varying(100) NOT NULL, "lastName" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(32) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cd102ed7a9a4ca7d4d8bfeba406" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_leads_created_at" ON "leads" ("createdAt") `);
    await queryRunner.query(
      `ALTER TABLE "visitor_actions" ADD CONSTRAINT "FK_c00a81ccfc091fe5ecdb6effd00" FOREIGN KEY ("visitorId") REFERENCES "visitors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "enrollments" ADD CONSTRAINT "FK_de33d443c8ae36800c37c58c929" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "enrollments" ADD CONSTRAINT "FK_60dd0ae4e21002e63a5fdefeec8" FOREIGN KEY ("courseId") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "progress_updates" ADD CONSTRAINT "FK_39d78a4e13e3ea4645ab97b60b1" FOREIGN KEY ("enrollmentId") REFERENCES "enrollments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lessons" ADD CONSTRAINT "FK_1a9ff2409a84c76560ae8a92590" FOREIGN KEY ("courseId") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lesson_completions" ADD CONSTRAINT "FK_fdac229c4cbdebdd482a3854a9e" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lesson_completions" ADD CONSTRAINT "FK_6155cdcc24e54659eef55b97a63" FOREIGN KEY ("enrollmentId") REFERENCES "enrollments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lesson_completions" ADD CONSTRAINT "FK_5241b14081904537154f16b15dc" FOREIGN KEY ("lessonId") REFERENCES "lessons"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lesson_completions" ADD CONSTRAINT "FK_628e98e54042f523cf18dbcd0c8" FOREIGN KEY ("courseId") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "student_deals" ADD CONSTRAINT "FK_da97f28dc8773862803b25f4fa7" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "student_achievements" ADD CONSTRAINT "FK_da6920eafb248c1bcd24b361c8d" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "student_achievements" ADD CONSTRAINT "FK_1c1d44ee06a1cf8cb582fa24d68" FOREIGN KEY ("achievementId") REFERENCES "achievements"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "student_progress" ADD CONSTRAINT "FK_a5c20d322a2788e0f80169f7d47" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "fix_flip_properties" ADD CONSTRAINT "FK_731938c4e1f4a5a19920dc17d59" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "deal_status_changes" ADD CONSTRAINT "FK_c7252e0155a1f9328d865bb76af" FOREIGN KEY ("propertyId") REFERENCES "fix_flip_properties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_sends" ADD CONSTRAINT "FK_b13c84b28e411abcb80ba203b54" FOREIGN KEY ("campaignId") REFERENCES "email_campaigns"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_sends" ADD CONSTRAINT "FK_c02c767e331a5abcd526765fdc0" FOREIGN KEY ("visitorId") REFERENCES "visitors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_sends" DROP CONSTRAINT "FK_c02c767e331a5abcd526765fdc0"`);
    await queryRunner.query(`ALTER TABLE "email_sends" DROP CONSTRAINT "FK_b13c84b28e411abcb80ba203b54"`);
    await queryRunner.query(`ALTER TABLE "deal_status_changes" DROP CONSTRAINT "FK_c7252e0155a1f9328d865bb76af"`);
    await queryRunner.query(`ALTER TABLE "fix_flip_properties" DROP CONSTRAINT "FK_731938c4e1f4a5a19920dc17d59"`);
    await queryRunner.query(`ALTER TABLE "student_progress" DROP CONSTRAINT "FK_a5c20d322a2788e0f80169f7d47"`);
    await queryRunner.query(`ALTER TABLE "student_achievements" DROP CONSTRAINT "FK_1c1d44ee06a1cf8cb582fa24d68"`);
    await queryRunner.query(`ALTER TABLE "student_achievements" DROP CONSTRAINT "FK_da6920eafb248c1bcd24b361c8d"`);
    await queryRunner.query(`ALTER TABLE "student_deals" DROP CONSTRAINT "FK_da97f28dc8773862803b25f4fa7"`);
    await queryRunner.query(`ALTER TABLE "lesson_completions" DROP CONSTRAINT "FK_628e98e54042f523cf18dbcd0c8"`);
    await queryRunner.query(`ALTER TABLE "lesson_completions" DROP CONSTRAINT "FK_5241b14081904537154f16b15dc"`);
    await queryRunner.query(`ALTER TABLE "lesson_completions" DROP CONSTRAINT "FK_6155cdcc24e54659eef55b97a63"`);
    await queryRunner.query(`ALTER TABLE "lesson_completions" DROP CONSTRAINT "FK_fdac229c4cbdebdd482a3854a9e"`);
    await queryRunner.query(`ALTER TABLE "lessons" DROP CONSTRAINT "FK_1a9ff2409a84c76560ae8a92590"`);
    await queryRunner.query(`ALTER TABLE "progress_updates" DROP CONSTRAINT "FK_39d78a4e13e3ea4645ab97b60b1"`);
    await queryRunner.query(`ALTER TABLE "enrollments" DROP CONSTRAINT "FK_60dd0ae4e21002e63a5fdefeec8"`);
    await queryRunner.query(`ALTER TABLE "enrollments" DROP CONSTRAINT "FK_de33d443c8ae36800c37c58c929"`);
    await queryRunner.query(`ALTER TABLE "visitor_actions" DROP CONSTRAINT "FK_c00a81ccfc091fe5ecdb6effd00"`);
    await queryRunner.query(`DROP INDEX "public"."idx_leads_created_at"`);
    await queryRunner.query(`DROP TABLE "leads"`);
    await queryRunner.query(`DROP INDEX "public"."idx_success_stories_listing"`);
    await queryRunner.query(`DROP TABLE "success_stories"`);
    await queryRunner.query(`DROP INDEX "public"."idx_email_sends_visitor"`);
    await queryRunner.query(`DROP TABLE "email_sends"`);
    await queryRunner.query(`DROP TYPE "public"."email_send_status"`);
    await queryRunner.query(`DROP TABLE "email_campaigns"`);
    await queryRunner.query(`DROP INDEX "public"."uq_videos_single_active"`);
    await queryRunner.query(`DROP INDEX "public"."uq_videos_filename"`);
    await queryRunner.query(`DROP TABLE "videos"`);
    await queryRunner.query(`DROP INDEX "public"."idx_deal_status_changes_property_time"`);
    await queryRunner.query(`DROP TABLE "deal_status_changes"`);
    await queryRunner.query(`DROP INDEX "public"."idx_fix_flip_properties_user_status"`);
    await queryRunner.query(`DROP TABLE "fix_flip_properties"`);
    await queryRunner.query(`DROP TYPE "public"."loss_reason"`);
    await queryRunner.query(`DROP TYPE "public"."deal_status"`);
    await queryRunner.query(`DROP TYPE "public"."rehab_level"`);
    await queryRunner.query(`DROP TABLE "student_progress"`);
    await queryRunner.query(`DROP INDEX "public"."idx_course_recordings_listing"`);
    await queryRunner.query(`DROP TABLE "course_recordings"`);
    await queryRunner.query(`DROP INDEX "public"."idx_course_resources_listing"`);
    await queryRunner.query(`DROP TABLE "course_resources"`);
    await queryRunner.query(`DROP INDEX "public"."idx_course_tools_listing"`);
    await queryRunner.query(`DROP TABLE "course_tools"`);
    await queryRunner.query(`DROP TABLE "student_achievements"`);
    await queryRunner.query(`DROP TABLE "achievements"`);
    await queryRunner.query(`DROP INDEX "public"."idx_student_deals_user"`);
    await queryRunner.query(`DROP TABLE "student_deals"`);
    await queryRunner.query(`DROP INDEX "public"."idx_lesson_completions_user"`);
    await queryRunner.query(`DROP INDEX "public"."uq_lesson_completions_webhook"`);
    await queryRunner.query(`DROP TABLE "lesson_completions"`);
    await queryRunner.query(`DROP INDEX "public"."idx_lessons_course"`);
    await queryRunner.query(`DROP INDEX "public"."uq_lessons_thinkific_id"`);
    await queryRunner.query(`DROP TABLE "lessons"`);
    await queryRunner.query(`DROP INDEX "public"."idx_progress_updates_enrollment"`);
    await queryRunner.query(`DROP INDEX "public"."uq_progress_updates_webhook"`);
    await queryRunner.query(`DROP TABLE "progress_updates"`);
    await queryRunner.query(`DROP INDEX "public"."idx_enrollments_course"`);
    await queryRunner.query(`DROP INDEX "public"."idx_enrollments_user"`);
    await queryRunner.query(`DROP INDEX "public"."uq_enrollments_thinkific_id"`);
    await queryRunner.query(`DROP TABLE "enrollments"`);
    await queryRunner.query(`DROP INDEX "public"."uq_courses_thinkific_id"`);
    await queryRunner.query(`DROP TABLE "courses"`);
    await queryRunner.query(`DROP INDEX "public"."uq_users_thinkific_user_id"`);
    await queryRunner.query(`DROP INDEX "public"."uq_users_email"`);
    await queryRunner.query(`DROP INDEX "public"."uq_users_username"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TYPE "public"."enrollment_status"`);
    await queryRunner.query(`DROP TYPE "public"."user_type"`);
    await queryRunner.query(`DROP INDEX "public"."idx_webhook_events_status"`);
    await queryRunner.query(`DROP TABLE "webhook_events"`);
    await queryRunner.query(`DROP TYPE "public"."webhook_event_status"`);
    await queryRunner.query(`DROP INDEX "public"."idx_visitor_actions_visitor_time"`);
    await queryRunner.query(`DROP TABLE "visitor_actions"`);
    await queryRunner.query(`DROP TYPE "public"."visitor_action_type"`);
    await queryRunner.query(`DROP INDEX "public"."idx_visitors_last_visited_at"`);
    await queryRunner.query(`DROP INDEX "public"."uq_visitors_session_id"`);
    await queryRunner.query(`DROP INDEX "public"."uq_visitors_email"`);
    await queryRunner.query(`DROP TABLE "visitors"`);
    await queryRunner.query(`DROP TABLE "integration_settings"`);
  }
}
