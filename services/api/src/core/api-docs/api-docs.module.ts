import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ApiDocsController } from './api-docs.controller';

/** GET /api/openapi.json and GET /api/docs, described from the controllers' own metadata. */
@Module({ imports: [DiscoveryModule], controllers: [ApiDocsController] })
export class ApiDocsModule {}
