import { INestApplicationContext } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../core/config/app-config';
import { UsersService } from '../modules/auth/users.service';
import { seedSampleCourseContent } from '../modules/portal/course-content.seeder';
import { seedBuiltInSuccessStories } from '../modules/admin/success-stories/success-stories.seeder';
import { seedDemoDeals } from '../modules/pipeline/demo-deals.seeder';

export type Seeder = (app: INestApplicationContext) => Promise<string | void>;

export const DEMO_STUDENT = {
  username: 'demo.student',
  email: 'demo.student@example.com',
  password: 'student-dev-password',
};

const seedAdmin: Seeder = async (app) => {
  const config = app.get<AppConfig>(ConfigService);
  const users = app.get(UsersService);
  const username = config.get('ADMIN_USERNAME', { infer: true });
  if (await users.usernameExists(username)) return `Admin "${username}" already exists`;
  const password = config.get('ADMIN_PASSWORD', { infer: true });
  if (!password) return 'ADMIN_PASSWORD is not set: no admin created';
  await users.create({
    username,
    email: config.get('ADMIN_EMAIL', { infer: true }),
    password,
    userType: 'admin',
    firstName: 'Site',
    lastName: 'Admin',
  });
  return `Admin "${username}" created`;
};

const seedDemoStudent: Seeder = async (app) => {
  if (app.get<AppConfig>(ConfigService).get('NODE_ENV', { infer: true }) !== 'development') return;
  const users = app.get(UsersService);
  if (await users.usernameExists(DEMO_STUDENT.username)) return;
  await users.create({
    username: DEMO_STUDENT.username,
    email: DEMO_STUDENT.email,
    password: DEMO_STUDENT.password,
    userType: 'student',
    firstName: 'Demo',
    lastName: 'Student',
    enrolledAt: new Date(),
  });
  return `Demo student "${DEMO_STUDENT.username}" created (password ${DEMO_STUDENT.password})`;
};

/** Run in order by `npm run seed`. Feature modules append their own (built-in stories, course content...). */
export const SEEDERS: Seeder[] = [seedAdmin, seedDemoStudent];
SEEDERS.push(seedBuiltInSuccessStories);
SEEDERS.push(seedSampleCourseContent);
SEEDERS.push((app) => seedDemoDeals(app, DEMO_STUDENT.username));
