import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { RecordingDto } from './dto/recording.dto';
import { ResourceDto } from './dto/resource.dto';
import { ToolDto } from './dto/tool.dto';
import { CourseRecording } from './entities/course-recording.entity';
import { CourseResource } from './entities/course-resource.entity';
import { CourseTool } from './entities/course-tool.entity';
import { CourseContentStore } from './course-content.store';

/** Course recordings, resources and tools: what students see and what admins manage. */
@Injectable()
export class CourseContentService {
  readonly recordings: CourseContentStore<CourseRecording, RecordingDto>;
  readonly resources: CourseContentStore<CourseResource, ResourceDto>;
  readonly tools: CourseContentStore<CourseTool, ToolDto>;

  constructor(
    @InjectRepository(CourseRecording) recordings: Repository<CourseRecording>,
    @InjectRepository(CourseResource) resources: Repository<CourseResource>,
    @InjectRepository(CourseTool) tools: Repository<CourseTool>,
  ) {
    this.recordings = new CourseContentStore(recordings, 'Recording', RecordingDto.from);
    this.resources = new CourseContentStore(resources, 'Resource', ResourceDto.from);
    this.tools = new CourseContentStore(tools, 'Tool', ToolDto.from);
  }
}
