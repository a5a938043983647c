import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { CurrentUser } from '../../../core/http/decorators/current-user.decorator';
import type { SessionUser } from '../../../core/auth/session-user';
import { Public } from '../../../core/http/decorators/public.decorator';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { CreateSuccessStoryDto, ReorderSuccessStoriesDto, UpdateSuccessStoryDto } from './dto/success-story-input.dto';
import { DeleteSuccessStoryResponseDto, SuccessStoryListDto, SuccessStoryResponseDto } from './dto/success-story.dto';
import { STORY_MESSAGES } from './success-stories.constants';
import { PUBLIC_STORIES_KEY, SuccessStoriesService } from './success-stories.service';
import { idParam } from '../../../core/validation/uuid-param.pipe';
import { PublicRead } from '../../../core/http/public-read';

const storyId = idParam(STORY_MESSAGES.notFound);

@ApiTags('success-stories')
@Controller('success-stories')
export class SuccessStoriesController {
  constructor(private readonly stories: SuccessStoriesService) {}

  /** Active stories (featured first, then sortOrder) for everyone; admins get every story. */
  @Public()
  @Get()
  @PublicRead(PUBLIC_STORIES_KEY)
  @ApiOkResponse({ type: SuccessStoryListDto })
  @ApiOperation({
    summary: 'List success stories, featured first',
    description: 'Everyone gets the active stories; admins get every story.',
  })
  listSuccessStories(@CurrentUser() user: SessionUser | undefined): Promise<SuccessStoryListDto> {
    return this.stories.listFor(user);
  }

  @Roles('admin')
  @Post()
  @ApiCreatedResponse({ type: SuccessStoryResponseDto })
  @ApiOperation({ summary: 'Add a success story' })
  async createSuccessStory(@Body() dto: CreateSuccessStoryDto): Promise<SuccessStoryResponseDto> {
    return { success: true, story: await this.stories.create(dto) };
  }

  // Declared before PUT :id, which would otherwise take "order" for an id.
  @Roles('admin')
  @Put('order')
  @ApiOkResponse({ type: SuccessStoryListDto })
  @ApiOperation({
    summary: 'Put success stories in a new order',
    description: 'Each listed story takes its position as sortOrder; featured stories still come first publicly.',
  })
  async reorderSuccessStories(@Body() dto: ReorderSuccessStoriesDto): Promise<SuccessStoryListDto> {
    return { stories: await this.stories.reorder(dto.ids) };
  }

  @Roles('admin')
  @Put(':id')
  @ApiOkResponse({ type: SuccessStoryResponseDto })
  @ApiOperation({ summary: 'Change a success story' })
  async updateSuccessStory(
    @Param('id', storyId) id: string,
    @Body() dto: UpdateSuccessStoryDto,
  ): Promise<SuccessStoryResponseDto> {
    return { success: true, story: await this.stories.update(id, dto) };
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOkResponse({ type: DeleteSuccessStoryResponseDto })
  @ApiOperation({ summary: 'Delete a success story' })
  async deleteSuccessStory(@Param('id', storyId) id: string): Promise<DeleteSuccessStoryResponseDto> {
    await this.stories.remove(id);
    return { success: true };
  }
}
