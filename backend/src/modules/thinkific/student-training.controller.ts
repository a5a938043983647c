import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { CurrentUser } from '../../core/http/decorators/current-user.decorator';
import type { SessionUser } from '../../core/auth/session-user';
import { StudentCourseDto, StudentLessonDto, StudentProgressItemDto } from './dto/student-training.dto';
import { StudentTrainingService } from './student-training.service';

/** Paths as the portal client calls them (spec 2 §7, "thinkrific" included). */
@ApiTags('portal')
@Controller('student/thinkrific')
export class StudentTrainingController {
  constructor(private readonly training: StudentTrainingService) {}

  @Get('progress')
  @ApiOkResponse({ type: [StudentProgressItemDto] })
  @ApiOperation({ summary: "Get the signed-in student's progress in each course" })
  getStudentCourseProgress(@CurrentUser() user: SessionUser): Promise<StudentProgressItemDto[]> {
    return this.training.progress(user.id);
  }

  @Get('lessons')
  @ApiOkResponse({ type: [StudentLessonDto] })
  @ApiOperation({ summary: 'List the lessons the signed-in student has completed' })
  getStudentCompletedLessons(@CurrentUser() user: SessionUser): Promise<StudentLessonDto[]> {
    return this.training.lessons(user.id);
  }

  @Get('courses')
  @ApiOkResponse({ type: [StudentCourseDto] })
  @ApiOperation({ summary: "List the signed-in student's courses" })
  getStudentCourses(@CurrentUser() user: SessionUser): Promise<StudentCourseDto[]> {
    return this.training.courses(user.id);
  }
}
