#ifndef CHARTREEL_CWEBP_SHIM_H
#define CHARTREEL_CWEBP_SHIM_H
/* libwebp's animation decoder (WebPAnimDecoder*), for `chartreel check`:
   ffmpeg 5.1 cannot decode animated WebP. */
#include <webp/demux.h>
#endif
