#ifndef CHARTREEL_TEXT_SHAPING_SHIM_H
#define CHARTREEL_TEXT_SHAPING_SHIM_H

/* libraqm: bidi (FriBidi) and shaping (HarfBuzz) over FreeType faces. */
#include <raqm.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
/* fontconfig: which installed family a font name resolves to (FontCatalog). */
#include <fontconfig/fontconfig.h>

/* The load flags every glyph is shaped, drawn and outlined with: outlines as
   designed (no hinting, so advances and positions scale exactly and SVG
   outlines match the raster) and never embedded bitmaps. */
static const int chartreel_glyph_load_flags = FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP;

/* For questions about a glyph's design (is it empty?) without a size set. */
static const int chartreel_unscaled_load_flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP;

static inline FT_GlyphSlot chartreel_glyph_slot(FT_Face face) { return face->glyph; }
static inline FT_Size chartreel_face_size(FT_Face face) { return face->size; }

#endif
