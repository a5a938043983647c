import { INestApplicationContext } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SuccessStory } from '../entities/success-story.entity';
import { BUILT_IN_STORIES } from './built-in-stories.data';

/** Inserts the 8 built-in stories into an installation that has no story at all (idempotent). */
export async function seedBuiltInSuccessStories(app: INestApplicationContext): Promise<string | void> {
  const repo = app.get<DataSource>(getDataSourceToken()).getRepository(SuccessStory);
  if ((await repo.count()) > 0) return;
  await repo.save(
    BUILT_IN_STORIES.map((s) =>
      repo.create({
        ...s,
        studentRole: s.studentRole ?? null,
        studentLocation: s.studentLocation ?? null,
        isActive: true,
      }),
    ),
  );
  return `${BUILT_IN_STORIES.length} built-in success stories created`;
}
