import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { AuthUserDto } from '../../../auth/dto/auth-user.dto';
import { ENROLLMENT_STATUSES, EnrollmentStatus, USER_TYPES, UserType } from '../../../auth/entities/user.entity';
import { ADMIN_MESSAGES as M, USER_PASSWORD_MAX_LENGTH, USER_PASSWORD_MIN_LENGTH } from '../../admin.constants';
import { blankToNull, lowerTrim, trim } from '../../dto-transforms';

/** Spec 3 §5 "Admin user creation". */
export class CreateAdminUserDto {
  @ApiProperty({ type: String, maxLength: 64 })
  @Transform(trim)
  @IsString({ message: M.usernameRequired })
  @IsNotEmpty({ message: M.usernameRequired })
  @MaxLength(64, { message: M.usernameTooLong })
  username: string;

  @ApiProperty({ type: String, format: 'email' })
  @Transform(lowerTrim)
  @IsEmail({}, { message: M.invalidEmail })
  @MaxLength(254, { message: M.invalidEmail })
  email: string;

  @ApiProperty({ type: String, minLength: USER_PASSWORD_MIN_LENGTH })
  @IsString({ message: M.passwordTooShort })
  @MinLength(USER_PASSWORD_MIN_LENGTH, { message: M.passwordTooShort })
  @MaxLength(USER_PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  password: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Transform(blankToNull)
  @IsString()
  @MaxLength(100, { message: M.nameTooLong })
  firstName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Transform(blankToNull)
  @IsString()
  @MaxLength(100, { message: M.nameTooLong })
  lastName?: string | null;

  @ApiPropertyOptional({ enum: USER_TYPES, enumName: 'UserType', default: 'student' })
  @IsOptional()
  @IsIn(USER_TYPES, { message: M.invalidUserType })
  userType?: UserType;

  @ApiPropertyOptional({ enum: ENROLLMENT_STATUSES, enumName: 'EnrollmentStatus', default: 'active' })
  @IsOptional()
  @IsIn(ENROLLMENT_STATUSES, { message: M.invalidEnrollmentStatus })
  enrollmentStatus?: EnrollmentStatus;
}

/** The same fields, all optional; a blank password keeps the current one. */
export class UpdateAdminUserDto extends PartialType(OmitType(CreateAdminUserDto, ['password'] as const)) {
  @ApiPropertyOptional({ type: String, description: 'Blank or absent keeps the current password.' })
  @IsOptional()
  @ValidateIf((o: UpdateAdminUserDto) => o.password !== '')
  @IsString({ message: M.passwordTooShort })
  @MinLength(USER_PASSWORD_MIN_LENGTH, { message: M.passwordTooShort })
  @MaxLength(USER_PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
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
