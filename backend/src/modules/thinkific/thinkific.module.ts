import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Course } from './entities/course.entity';
import { Lesson } from './entities/lesson.entity';
import { Enrollment } from './entities/enrollment.entity';
import { LessonCompletion } from './entities/lesson-completion.entity';
import { ProgressUpdate } from './entities/progress-update.entity';
import { WebhookEvent } from './entities/webhook-event.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Course, Lesson, Enrollment, LessonCompletion, ProgressUpdate, WebhookEvent])],
  exports: [TypeOrmModule],
})
export class ThinkificModule {}
