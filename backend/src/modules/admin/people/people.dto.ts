import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';
import { NormalizeEmail } from '../../../core/validation/transforms';

export class PersonQueryDto {
  @ApiProperty({ example: 'jane@example.com', maxLength: 254 })
  @NormalizeEmail()
  @MaxLength(254, { message: 'email must be an e-mail address' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email: string;
}

export class PersonDto {
  @ApiProperty() email: string;
  @ApiProperty({ description: 'True when any table holds something about the address' }) found: boolean;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'object', additionalProperties: true } },
    description: 'Every row held about the address, by table (password hashes and one-time tokens left out)',
  })
  tables: Record<string, object[]>;
}

export class ErasePersonDto {
  @ApiProperty({ example: 'jane@example.com', maxLength: 254 })
  @NormalizeEmail()
  @MaxLength(254, { message: 'email must be an e-mail address' })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email: string;

  @ApiProperty({ example: 'jane@example.com', description: 'The address typed again by the admin, to confirm' })
  @NormalizeEmail()
  @MaxLength(254, { message: 'Type the address again to confirm' })
  confirm: string;
}

export class ErasedPersonDto {
  @ApiProperty() success: boolean;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description: 'Rows deleted, by table (the suppression entry is kept)',
  })
  erased: Record<string, number>;
  @ApiProperty({ description: 'Queued or finished jobs that named the person, removed from Redis' })
  jobsRemoved: number;
}
