import { Controller, Get, Header } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { Access } from '../auth/access.decorator';
import { renderApiReference } from './api-reference-html';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi';
import { collectRoutes } from './route-catalog';

const API_VERSION = '0.1.0';

/** The API's own description: the OpenAPI document, and the same as a page to read. Both are built once, on first request. */
@Controller('api')
export class ApiDocsController {
  private document: OpenApiDocument | null = null;
  private page: string | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  private openApi(): OpenApiDocument {
    this.document ??= buildOpenApiDocument(collectRoutes(this.discovery, this.scanner, this.reflector), API_VERSION);
    return this.document;
  }

  @Get('openapi.json')
  @Access('api-docs.read')
  @Header('Cache-Control', 'no-cache')
  openApiDocument(): OpenApiDocument {
    return this.openApi();
  }

  @Get('docs')
  @Access('api-docs.read')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  reference(): string {
    this.page ??= renderApiReference(this.openApi());
    return this.page;
  }
}
