import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags, ApiOperation } from '@nestjs/swagger';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { UsersService } from '../../auth/users.service';
import { VideosService } from '../../media/videos.service';
import { LeadsService } from '../../visitors/leads/leads.service';
import { SuccessStoriesService } from '../success-stories/success-stories.service';

/** Spec 3 §3 "Dashboard stats": counts. */
export class DashboardStatsDto {
  @ApiProperty({ type: Number }) users: number;
  @ApiProperty({ type: Number }) videos: number;
  @ApiProperty({ type: Number }) leads: number;
  @ApiProperty({ type: Number }) successStories: number;
}

/** Each count comes from the service of the module that owns the table. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/dashboard-stats')
export class AdminDashboardController {
  constructor(
    private readonly users: UsersService,
    private readonly videos: VideosService,
    private readonly leads: LeadsService,
    private readonly stories: SuccessStoriesService,
  ) {}

  @Get()
  @ApiOkResponse({ type: DashboardStatsDto })
  @ApiOperation({ summary: 'Count users, videos, leads and success stories for the dashboard' })
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
