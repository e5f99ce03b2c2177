#include "test.h"
#include "old_module.h"

char *TCID = "modules01";
static char *mod_path;
static char *params[] = { "arg=1", NULL };

static void cleanup(void)
{
	tst_module_unload(NULL, "ltp_mod.ko");
}

static void setup(void)
{
	tst_module_exist(cleanup, "ltp_mod.ko", &mod_path);
	tst_module_load(cleanup, "ltp_mod.ko", params);
	tst_module_load(NULL, "ltp_mod_dep.ko", NULL);
}
