import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The `page` query field of a paged list: a whole number from 1, 1 when absent. */
export const PageNumber = () =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, default: 1, minimum: 1 }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'page must be a whole number' }),
    Min(1, { message: 'page must be at least 1' }),
    Max(1_000_000, { message: 'page must be at most 1000000' }),
  );
