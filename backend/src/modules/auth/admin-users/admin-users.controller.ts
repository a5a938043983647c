import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { SessionUser } from '../../../core/auth/session-user';
import { CurrentUser } from '../../../core/http/decorators/current-user.decorator';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { ApiErrors } from '../../../core/http/openapi/api-errors';
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
  @ApiOperation({ summary: 'List every user account' })
  async listAdminUsers(): Promise<AdminUserListDto> {
    return { success: true, users: await this.service.listUsers() };
  }

  @Post()
  @ApiCreatedResponse({ type: AdminUserResultDto })
  @ApiErrors({ 409: 'The username or the e-mail address belongs to another account' })
  @ApiOperation({ summary: 'Create a student or admin account' })
  async createAdminUser(@Body() dto: CreateAdminUserDto): Promise<AdminUserResultDto> {
    return { success: true, user: await this.service.createUser(dto) };
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminUserResultDto })
  @ApiErrors({
    409:
      'The username or e-mail address belongs to another account, admins may not demote or deactivate themselves, ' +
      'or the change would leave no active admin',
  })
  @ApiOperation({
    summary: "Change a user's details, role, status or password",
    description: 'A new password, role or status ends every session of the user.',
  })
  async updateAdminUser(
    @CurrentUser() actor: SessionUser,
    @Param('id', userId) id: string,
    @Body() dto: UpdateAdminUserDto,
  ): Promise<AdminUserResultDto> {
    return { success: true, user: await this.service.updateUser(actor, id, dto) };
  }

  @Delete(':id')
  @ApiOkResponse({ type: AdminSuccessDto })
  @ApiErrors({ 409: 'Admins may not delete themselves, nor the last active admin' })
  @ApiOperation({ summary: 'Delete a user account and end its sessions' })
  async deleteAdminUser(@CurrentUser() actor: SessionUser, @Param('id', userId) id: string): Promise<AdminSuccessDto> {
    await this.service.deleteUser(actor, id);
    return { success: true };
  }
}
