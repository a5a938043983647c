import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { User } from '../../auth/entities/user.entity';
import { Video } from '../../media/entities/video.entity';
import { Lead } from '../entities/lead.entity';
import { SuccessStory } from '../entities/success-story.entity';

/** Spec 3 §3 "Dashboard stats": counts. */
export class DashboardStatsDto {
  @ApiProperty({ type: Number }) users: number;
  @ApiProperty({ type: Number }) videos: number;
  @ApiProperty({ type: Number }) leads: number;
  @ApiProperty({ type: Number }) successStories: number;
}

@ApiTags('admin')
@Roles('admin')
@Controller('admin/dashboard-stats')
export class AdminDashboardController {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Video) private readonly videos: Repository<Video>,
    @InjectRepository(Lead) private readonly leads: Repository<Lead>,
    @InjectRepository(SuccessStory) private readonly stories: Repository<SuccessStory>,
  ) {}

  @Get()
  @ApiOkResponse({ type: DashboardStatsDto })
  async getDashboardStats(): Promise<DashboardStatsDto> {
    const [users, videos, leads, successStories] = await Promise.all([
      this.users.count(),
      this.videos.count(),
      this.leads.count(),
      this.stories.count(),
    ]);
    return { users, videos, leads, successStories };
  }
}
