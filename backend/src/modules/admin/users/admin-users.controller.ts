import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../core/http/decorators/current-user.decorator';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { User } from '../../auth/entities/user.entity';
import { AdminUsersService } from './admin-users.service';
import {
  AdminSuccessDto,
  AdminUserListDto,
  AdminUserResultDto,
  CreateAdminUserDto,
  UpdateAdminUserDto,
} from './dto/admin-user.dto';

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
    @CurrentUser() actor: User,
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string,
    @Body() dto: UpdateAdminUserDto,
  ): Promise<AdminUserResultDto> {
    return { success: true, user: await this.service.updateUser(actor, id, dto) };
  }

  @Delete(':id')
  @ApiOkResponse({ type: AdminSuccessDto })
  async deleteAdminUser(
    @CurrentUser() actor: User,
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string,
  ): Promise<AdminSuccessDto> {
    await this.service.deleteUser(actor, id);
    return { success: true };
  }
}
