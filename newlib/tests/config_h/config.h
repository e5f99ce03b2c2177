/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A suite's generated config.h for hdr_config (cases/headers.sh puts this
 * directory on its include path). */
#define HAVE_NEWLIB_TEST_CONFIG_H 1
