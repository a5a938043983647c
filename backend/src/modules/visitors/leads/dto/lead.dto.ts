import { PageNumber } from '../../../../core/validation/page-number';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Lead } from '../../entities/lead.entity';
import {
  LEAD_MESSAGES as M,
  LEAD_PHONE_PATTERN,
  LEADS_DEFAULT_PAGE_SIZE,
  LEADS_MAX_PAGE_SIZE,
} from '../leads.constants';
import { NormalizeEmail, Trim } from '../../../../core/validation/transforms';

/** Spec 3 §5 "Lead". */
export class CreateLeadDto {
  @ApiProperty({ type: String, example: 'Jane' })
  @Trim()
  @IsString({ message: M.firstNameRequired })
  @IsNotEmpty({ message: M.firstNameRequired })
  @MaxLength(100, { message: M.nameTooLong })
  firstName: string;

  @ApiProperty({ type: String, example: 'Doe' })
  @Trim()
  @IsString({ message: M.lastNameRequired })
  @IsNotEmpty({ message: M.lastNameRequired })
  @MaxLength(100, { message: M.nameTooLong })
  lastName: string;

  @ApiProperty({ type: String, format: 'email', example: 'jane.doe@example.com' })
  @NormalizeEmail()
  @IsEmail({}, { message: M.invalidEmail })
  @MaxLength(254, { message: M.invalidEmail })
  email: string;

  @ApiProperty({ type: String, example: '(813) 555-0142', description: '(123) 456-7890, 1234567890 or +15551234567' })
  @Trim()
  @IsString({ message: M.invalidPhone })
  @Matches(LEAD_PHONE_PATTERN, { message: M.invalidPhone })
  phone: string;
}

export class LeadDto {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: String }) firstName: string;
  @ApiProperty({ type: String }) lastName: string;
  @ApiProperty({ type: String }) email: string;
  @ApiProperty({ type: String }) phone: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export function toLeadDto(lead: Lead): LeadDto {
  return {
    id: lead.id,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    createdAt: new Date(lead.createdAt).toISOString(),
  };
}

export class CreateLeadResultDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
}

export class LeadSearchDto {
  @ApiPropertyOptional({ type: String, description: 'Matches first name, last name, e-mail or phone.' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200)
  search?: string;
}

export class LeadListQueryDto extends LeadSearchDto {
  @PageNumber()
  page?: number;

  @ApiPropertyOptional({ type: Number, default: LEADS_DEFAULT_PAGE_SIZE, minimum: 1, maximum: LEADS_MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(LEADS_MAX_PAGE_SIZE, { message: `pageSize must be at most ${LEADS_MAX_PAGE_SIZE}` })
  pageSize?: number;
}

export class LeadPageDto {
  @ApiProperty({ type: [LeadDto] }) leads: LeadDto[];
  @ApiProperty({ type: Number }) total: number;
  @ApiProperty({ type: Number }) page: number;
  @ApiProperty({ type: Number }) pageSize: number;
}
