#ifndef CHARTREEL_YAML_SHIM_H
#define CHARTREEL_YAML_SHIM_H

/* libyaml's parser, whose event stream YAMLEvents reads. */
#include <yaml.h>

#endif
