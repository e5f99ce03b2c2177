/* SPDX-License-Identifier: GPL-2.0-or-later */
/* open(2) flags from and to their names ("O_RDWR,O_CREAT"). */
#ifndef OPEN_FLAGS_H
#define OPEN_FLAGS_H

/*
 * The flags named in the comma-separated list string (left unchanged), or
 * -1 for an unknown name, with *badname (when badname is not NULL) pointing
 * at it within string.
 */
int parse_open_flags(char *string, char **badname);

/*
 * The names of the flags set in openflags, joined by sep (O_RDONLY when
 * neither write flag is set). With mode 1, bits no name covers add
 * "UNKNOWN". The text is static, overwritten by the next call.
 */
char *openflags2symbols(int openflags, char *sep, int mode);

#endif /* OPEN_FLAGS_H */
