import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { ENROLLMENT_STATUSES, EnrollmentStatus, USER_TYPES, UserType } from '../../../../core/auth/session-user';
import { BlankToNull, NormalizeEmail, Trim } from '../../../../core/validation/transforms';
import { MESSAGES } from '../../auth.constants';
import { AuthUserDto } from '../../dto/auth-user.dto';
import { IsPasswordLength, NewPasswordField } from '../../passwords/password.policy';
import { ADMIN_USER_MESSAGES as M } from '../admin-users.constants';

/** Spec 3 §5 "Admin user creation". */
export class CreateAdminUserDto {
  @ApiProperty({ type: String, maxLength: 64, example: 'jane.doe' })
  @Trim()
  @IsString({ message: M.usernameRequired })
  @IsNotEmpty({ message: M.usernameRequired })
  @MaxLength(64, { message: M.usernameTooLong })
  username: string;

  @ApiProperty({ type: String, format: 'email', example: 'jane.doe@example.com' })
  @NormalizeEmail()
  @IsEmail({}, { message: M.invalidEmail })
  @MaxLength(254, { message: M.invalidEmail })
  email: string;

  @NewPasswordField()
  password: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Jane' })
  @IsOptional()
  @BlankToNull()
  @IsString()
  @MaxLength(100, { message: M.nameTooLong })
  firstName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Doe' })
  @IsOptional()
  @BlankToNull()
  @IsString()
  @MaxLength(100, { message: M.nameTooLong })
  lastName?: string | null;

  @ApiPropertyOptional({ enum: USER_TYPES, enumName: 'UserType', default: 'student', example: 'student' })
  @IsOptional()
  @IsIn(USER_TYPES, { message: M.invalidUserType })
  userType?: UserType;

  @ApiPropertyOptional({
    enum: ENROLLMENT_STATUSES,
    enumName: 'EnrollmentStatus',
    default: 'active',
    example: 'active',
  })
  @IsOptional()
  @IsIn(ENROLLMENT_STATUSES, { message: M.invalidEnrollmentStatus })
  enrollmentStatus?: EnrollmentStatus;

  @ApiPropertyOptional({
    type: Boolean,
    default: true,
    example: true,
    description:
      'E-mail the new user an invitation: their username and a single-use link to set their own password ' +
      '(valid 7 days). On unless false.',
  })
  @IsOptional()
  @IsBoolean({ message: 'sendInvitation must be true or false' })
  sendInvitation?: boolean;
}

/** The same fields, all optional; a blank password keeps the current one. */
export class UpdateAdminUserDto extends PartialType(
  OmitType(CreateAdminUserDto, ['password', 'sendInvitation'] as const),
) {
  @ApiPropertyOptional({
    type: String,
    format: 'password',
    description: 'Blank or absent keeps the current password. A new password ends every session of the user.',
    example: '',
  })
  @IsOptional()
  @ValidateIf((o: UpdateAdminUserDto) => o.password !== '')
  @IsPasswordLength()
  @IsString({ message: MESSAGES.passwordTooShort })
  password?: string;
}

export class AdminUserListDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: [AuthUserDto] }) users: AuthUserDto[];
}

export class AdminUserResultDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: AuthUserDto }) user: AuthUserDto;
}

export class AdminSuccessDto {
  @ApiProperty({ type: Boolean }) success: boolean;
}
