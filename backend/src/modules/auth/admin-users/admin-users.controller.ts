import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '../../../core/auth/session-user';
import { CurrentUser } from '../../../core/http/decorators/current-user.decorator';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { idParam } from '../../../core/validation/uuid-param.pipe';
import { AdminUsersService } from './admin-users.service';
import { ADMIN_USER_MESSAGES } from './admin-users.constants';
import {
  AdminSuccessDto,
  AdminUserListDto,
  AdminUserResultDto,
  CreateAdminUserDto,
  UpdateAdminUserDto,
} from './dto/admin-user.dto';

const userId = idParam(ADMIN_USER_MESSAGES.userNotFound);

@ApiTags('admin')
@Roles('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly service: AdminUsersService) {}

  @Get()
  @ApiOkResponse({ type: AdminUserListDto })
  async listAdminUsers(): Promise<AdminUserListDto> {
    return { success: true, users: await this.service.listUsers() };
  }

  @Post()
  @ApiCreatedResponse({ type: AdminUserResultDto })
  async createAdminUser(@Body() dto: CreateAdminUserDto): Promise<AdminUserResultDto> {
    return { success: true, user: await this.service.createUser(dto) };
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminUserResultDto })
  async updateAdminUser(
    @CurrentUser() actor: SessionUser,
    @Param('id', userId) id: string,
    @Body() dto: UpdateAdminUserDto,
  ): Promise<AdminUserResultDto> {
    return { success: true, user: await this.service.updateUser(actor, id, dto) };
  }

  @Delete(':id')
  @ApiOkResponse({ type: AdminSuccessDto })
  async deleteAdminUser(@CurrentUser() actor: SessionUser, @Param('id', userId) id: string): Promise<AdminSuccessDto> {
    await this.service.deleteUser(actor, id);
    return { success: true };
  }
}
