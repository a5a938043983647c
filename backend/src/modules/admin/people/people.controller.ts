import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { ErasedPersonDto, ErasePersonDto, PersonDto, PersonQueryDto } from './people.dto';
import { PeopleService } from './people.service';

/**
 * /admin/people: a person's data by e-mail address. POST throughout, so the address travels in the body and never in
 * a URL (access logs, browser history); each call is an admin action in the audit trail, without the address.
 */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/people')
export class PeopleController {
  constructor(private readonly people: PeopleService) {}

  @Post('search')
  @HttpCode(200)
  @ApiOkResponse({ type: PersonDto })
  @ApiOperation({ summary: "Find everything held about an e-mail address (a person's access request)" })
  searchPerson(@Body() dto: PersonQueryDto): Promise<PersonDto> {
    return this.people.find(dto.email);
  }

  @Post('export')
  @HttpCode(200)
  @Header('Content-Disposition', 'attachment; filename="personal-data.json"')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: PersonDto, description: 'The same as search, as a JSON file to hand to the person' })
  @ApiOperation({ summary: 'Export everything held about an e-mail address as one JSON file' })
  async exportPerson(@Body() dto: PersonQueryDto): Promise<PersonDto & { exportedAt: string }> {
    return { ...(await this.people.find(dto.email)), exportedAt: new Date().toISOString() };
  }

  @Post('erase')
  @HttpCode(200)
  @ApiOkResponse({ type: ErasedPersonDto })
  @ApiOperation({
    summary: 'Erase a person: every row, their sessions, their queued jobs and their Constant Contact contact',
    description: 'Only a suppression entry stays, so the address is never mailed again. `confirm` repeats the address.',
  })
  erasePerson(@Body() dto: ErasePersonDto): Promise<ErasedPersonDto> {
    return this.people.erase(dto);
  }
}
