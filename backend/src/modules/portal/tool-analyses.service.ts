import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SaveToolAnalysisDto } from './dto/tool-analysis.dto';
import { ToolAnalysis } from './entities/tool-analysis.entity';
import { TOOL_ANALYSES_MAX, TOOL_ANALYSIS_MESSAGES as M, ToolKind } from './tool-analyses.constants';

/** A student's own saved rental and creative-finance analyses; another student's are not found. */
@Injectable()
export class ToolAnalysesService {
  constructor(@InjectRepository(ToolAnalysis) private readonly repo: Repository<ToolAnalysis>) {}

  listOwn(userId: string, kind?: ToolKind): Promise<ToolAnalysis[]> {
    return this.repo.find({ where: kind ? { userId, kind } : { userId }, order: { updatedAt: 'DESC' } });
  }

  async getOwn(userId: string, id: string): Promise<ToolAnalysis> {
    const found = await this.repo.findOneBy({ id, userId });
    if (!found) throw new NotFoundException(M.notFound);
    return found;
  }

  async create(userId: string, dto: SaveToolAnalysisDto): Promise<ToolAnalysis> {
    if ((await this.repo.countBy({ userId, kind: dto.kind })) >= TOOL_ANALYSES_MAX) {
      throw new BadRequestException(M.tooMany);
    }
    return this.repo.save(this.repo.create({ userId, ...this.fields(dto) }));
  }

  async update(userId: string, id: string, dto: SaveToolAnalysisDto): Promise<ToolAnalysis> {
    const found = await this.getOwn(userId, id);
    return this.repo.save(Object.assign(found, this.fields(dto)));
  }

  async remove(userId: string, id: string): Promise<void> {
    const { affected } = await this.repo.delete({ id, userId });
    if (!affected) throw new NotFoundException(M.notFound);
  }

  private fields(dto: SaveToolAnalysisDto) {
    return {
      kind: dto.kind,
      strategy: dto.kind === 'rental' ? null : (dto.strategy ?? null),
      name: dto.name,
      inputs: dto.inputs,
    };
  }
}
